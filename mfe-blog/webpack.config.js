const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'blog',
  dir: __dirname,
  port: Number(process.env.BLOG_PORT ?? 3002),
  routes: './src/routes.ts',
});
