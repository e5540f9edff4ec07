// Which remote route serves a URL, by react-router's rules for the patterns the remotes use:
// case-insensitive, a trailing slash ignored, `:name` one non-empty segment (`:name?` optional),
// a final `*` the rest. The first remote in site.config.json order wins, as in the browser.

function segments(path) {
  return path.split('/').filter(Boolean);
}

/** The route's parameters when `pattern` matches `pathname`, else undefined. */
function matchRoute(pattern, pathname) {
  const want = segments(pattern);
  const have = segments(pathname);
  const params = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i];
    if (part === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return undefined;
      }
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      continue;
    }
    if (value === undefined || value.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return have.length <= want.length ? params : undefined;
}

/**
 * The first route of the lists that matches. `remotes` as remote-catalog's snapshot gives them.
 * @returns {{ remote: string, route: object, params: Record<string, string> } | undefined}
 */
function findRoute(remotes, pathname) {
  for (const remote of remotes) {
    for (const route of remote.routes ?? []) {
      const params = matchRoute(route.path, pathname);
      if (params) return { remote, route, params };
    }
  }
  return undefined;
}

/** A pattern with parameters or a splat names many URLs, none of which a sitemap can list. */
const isPattern = (path) => segments(path).some((part) => part.startsWith(':') || part === '*');

module.exports = { matchRoute, findRoute, isPattern };
