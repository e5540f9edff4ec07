const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'chat',
  dir: __dirname,
  port: Number(process.env.CHAT_PORT ?? 3004),
  exposes: require('./exposes.json'),
});
