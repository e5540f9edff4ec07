// Which route serves a URL, for the browser's catalog and the shell's server alike: react-router's
// own matchPath (case-insensitive, a trailing slash ignored, `:name` one segment, `:name?`
// optional, a final `*` the rest) over the path decoded as react-router decodes it.
import { matchPath } from '@brightwave/web-kit/router';

export type RouteParams = Record<string, string | undefined>;

/**
 * The path with each segment decoded (a `/` inside one kept as %2F, which matchPath turns back
 * into `/` in a parameter), or undefined when a segment is not valid percent-encoding.
 */
function decodePath(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return undefined;
  }
}

/** The route's parameters when `pattern` matches `pathname`, else undefined. */
export function matchRoute(pattern: string, pathname: string): RouteParams | undefined {
  const decoded = decodePath(pathname);
  if (decoded === undefined) return undefined;
  return matchPath(pattern, decoded)?.params ?? undefined;
}

/**
 * The first route of the lists that matches, in the lists' order (the first remote in
 * site.config.json order wins, as in the browser).
 */
export function findRoute<List extends { routes?: readonly { path: string }[] }>(
  lists: readonly List[],
  pathname: string,
): { remote: List; route: NonNullable<List['routes']>[number]; params: RouteParams } | undefined {
  for (const remote of lists) {
    for (const route of remote.routes ?? []) {
      const params = matchRoute(route.path, pathname);
      if (params) return { remote, route, params };
    }
  }
  return undefined;
}

/** A pattern with parameters or a splat names many URLs, none of which a sitemap can list. */
export const isPattern = (path: string): boolean =>
  path.split('/').some((part) => part.startsWith(':') || part === '*');

/** A route's path with its parameters filled in (each one URI-encoded): "/blogDetails/7". */
export function fillParams(pattern: string, params: RouteParams): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
