const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'blog',
  dir: __dirname,
  routes: './src/routes.ts',
  server: './src/first-screen.ts',
});
