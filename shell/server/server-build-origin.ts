// Which remote server builds the shell's server may run (server-renders.ts runs one with every
// Node built-in, so it is code as trusted as the server's own): only a build on one of the origins
// the site lists for its remotes (site.config.json's entries, the same list the CSP allows scripts
// from: security-headers.ts), and only where its manifest says the remote's files are (under its
// publicPath). A manifest naming another origin as its publicPath, or a build elsewhere, is
// refused: whoever can change a manifest cannot make the server run code from anywhere.
import { remoteOrigins } from './security-headers';

/** The check for one site: `allowed(buildUrl, publicPath)`. */
export function serverBuildRule(config: { remotes: { entry: string }[] }) {
  const origins = new Set(remoteOrigins(config));
  return function allowed(buildUrl: string, publicPath: string | undefined): boolean {
    if (!publicPath) return false;
    let build: URL;
    let files: URL;
    try {
      build = new URL(buildUrl);
      files = new URL(publicPath);
    } catch {
      return false;
    }
    if (build.protocol !== 'http:' && build.protocol !== 'https:') return false;
    if (!origins.has(build.origin) || files.origin !== build.origin) return false;
    const folder = files.pathname.endsWith('/') ? files.pathname : `${files.pathname}/`;
    // No way out of the folder: a URL's path is already resolved ("..", "%2e%2e" included).
    return build.pathname.startsWith(folder) && !build.search && !build.username;
  };
}
