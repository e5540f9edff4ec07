// One React Fast Refresh runtime for the whole page, whichever app loads first (the shell, or a
// remote on its standalone dev page). Each app's build brings its own copy, but React keeps one
// refresh handler per renderer, and the shell's React DOM serves every remote: with a runtime per
// app, only the app that refreshed last would map its components to their new versions (and a
// runtime hooked in after React DOM started never finds the renderer). Development builds only.
const KEY = '__brightwaveReactRefreshRuntime__';

module.exports =
  globalThis[KEY] || (globalThis[KEY] = require('react-refresh-runtime-development'));
