// What the build's Node bundles (scripts/webpack/server-config.js) and their readers (the build's
// post-build step, the shell's server) agree on.

/** Where a remote's server-rendered HTML names its own files (images): the shell's server puts
 * the remote's public URL there when it serves the HTML (a remote learns its URL only at runtime). */
const PUBLIC_PATH_PLACEHOLDER = '__BW_PUBLIC_PATH__/';

/** The folder beside an app's dist that holds its Node bundle (never served). */
const SERVER_DIST = 'dist-server';

module.exports = { PUBLIC_PATH_PLACEHOLDER, SERVER_DIST };
