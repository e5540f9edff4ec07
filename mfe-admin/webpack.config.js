const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'admin',
  dir: __dirname,
  routes: './src/routes.ts',
});
