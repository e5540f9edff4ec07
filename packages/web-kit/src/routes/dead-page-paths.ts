// The rule `npm run check:routes` holds the site's page paths to (site-content's PAGE_PATHS, the
// addresses links lead to): each must lead to a page some remote declares in its routes.ts. A
// path is tried the way the shell's router would try it: react-router's own matching, case
// insensitive, a parameter standing for any one segment.
import { matchPath } from '../router';

/** A page path no route serves: its name among the constants, and the path. */
export interface DeadPagePath {
  name: string;
  path: string;
}

/** One address a pattern stands for: each `:parameter` becomes a sample segment. */
const sampleAddress = (pattern: string) => pattern.replace(/:\w+\??/g, 'sample');

/** Whether some route's pattern serves the page path (or every address a patterned path names). */
export function servesPagePath(routePaths: readonly string[], pagePath: string): boolean {
  const address = sampleAddress(pagePath);
  return routePaths.some(
    (route) => matchPath({ path: route, caseSensitive: false, end: true }, address) !== null,
  );
}

/** The page paths that no route serves, in the order given. */
export function findDeadPagePaths(
  pagePaths: Readonly<Record<string, string>>,
  routePaths: readonly string[],
): DeadPagePath[] {
  return Object.entries(pagePaths)
    .filter(([, path]) => !servesPagePath(routePaths, path))
    .map(([name, path]) => ({ name, path }));
}
