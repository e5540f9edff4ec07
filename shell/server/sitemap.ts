// /robots.txt and /sitemap.xml: every public page of the remotes' route lists (not the patterns,
// not the pages behind a sign-in or marked `noindex`), and every page a route with parameters
// lists through its `sitemap` source (a published post) with its last change, all as absolute
// URLs on SITE_URL.
import type { RouteInfo } from '@brightwave/web-kit/routes';
import { fillParams, isPattern } from '../src/routing/route-match';
import type { SitemapItem } from './api-sources';
import { escapeHtml } from './html/escape';

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

const listed = (route: RouteInfo) => route.access === 'public' && !route.noindex;

/** The paths a sitemap lists, once each, in the remotes' order. */
export function sitemapPaths(remotes: readonly { routes?: RouteInfo[] }[]): string[] {
  const paths = new Map<string, string>();
  for (const remote of remotes) {
    for (const route of remote.routes ?? []) {
      if (!listed(route) || isPattern(route.path)) continue;
      const key = route.path.toLowerCase().replace(/\/+$/, '') || '/';
      if (!paths.has(key)) paths.set(key, route.path);
    }
  }
  return [...paths.values()];
}

/** The public routes with parameters whose pages a `sitemap` source lists. */
export const sitemapSources = (remotes: readonly { routes?: RouteInfo[] }[]): RouteInfo[] =>
  remotes.flatMap((remote) =>
    (remote.routes ?? []).filter((route) => route.sitemap && listed(route)),
  );

/** `pages`: each listing route with the items its source gave. */
export function sitemapXml(
  siteUrl: string,
  remotes: readonly { routes?: RouteInfo[] }[],
  pages: readonly { route: RouteInfo; items: readonly SitemapItem[] }[],
): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  const lines = [
    ...sitemapPaths(remotes).map((path) => url(`${siteUrl}${path === '/' ? '/' : path}`)),
    ...pages.flatMap(({ route, items }) =>
      items.map((item) => {
        const changed = new Date(item.lastmod ?? '');
        return url(
          `${siteUrl}${fillParams(route.path, item.params)}`,
          Number.isNaN(changed.getTime()) ? undefined : changed.toISOString(),
        );
      }),
    ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${lines.join('\n')}\n</urlset>\n`
  );
}
