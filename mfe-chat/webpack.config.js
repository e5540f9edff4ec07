const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'chat',
  dir: __dirname,
  port: Number(process.env.CHAT_PORT ?? 3004),
  routes: './src/routes.ts',
  // The panel the shell's chat button opens.
  exposes: { './ChatPanel': './src/chat-panel.tsx' },
});
