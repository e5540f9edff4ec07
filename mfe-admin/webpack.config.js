const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'admin',
  dir: __dirname,
  port: Number(process.env.ADMIN_PORT ?? 3003),
  routes: './src/routes.ts',
});
