const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'chat',
  dir: __dirname,
  routes: './src/routes.ts',
  // The panel the shell's chat button opens.
  exposes: { './ChatPanel': './src/features/chat/components/chat-panel.tsx' },
});
