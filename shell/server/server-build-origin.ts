// Which remote server builds the shell's server may run (server-renders.ts runs one with every
// Node built-in, so it is code as trusted as the server's own): only a build on one of the origins
// the site lists for its remotes (site.config.json's entries, the same list the CSP allows scripts
// from: security-headers.ts), and only where its manifest says the remote's files are (under its
// publicPath). A manifest naming another origin as its publicPath, or a build elsewhere, is
// refused: whoever can change a manifest cannot make the server run code from anywhere.
import { remoteOrigins } from './security-headers';

/** Whether a URL is http(s) on one of `origins`: the one origin check of the server builds, the
 * loader's (server-renders.ts) and the rule's below. */
export function onOrigins(origins: Iterable<string>): (url: string) => boolean {
  const allowed = new Set(origins);
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowed.has(parsed.origin)
    );
  };
}

/** The check for one site: `allowed(buildUrl, publicPath)`. */
export function serverBuildRule(config: { remotes: { entry: string }[] }) {
  const onRemoteOrigin = onOrigins(remoteOrigins(config));
  return function allowed(buildUrl: string, publicPath: string | undefined): boolean {
    if (!publicPath || !onRemoteOrigin(buildUrl)) return false;
    const build = new URL(buildUrl);
    let files: URL;
    try {
      files = new URL(publicPath);
    } catch {
      return false;
    }
    if (files.origin !== build.origin) return false;
    const folder = files.pathname.endsWith('/') ? files.pathname : `${files.pathname}/`;
    // No way out of the folder: a URL's path is already resolved ("..", "%2e%2e" included).
    return build.pathname.startsWith(folder) && !build.search && !build.username;
  };
}
