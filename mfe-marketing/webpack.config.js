const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'marketing',
  dir: __dirname,
  port: Number(process.env.MARKETING_PORT ?? 3001),
  routes: './src/routes.ts',
});
