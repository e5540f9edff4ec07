// /robots.txt and /sitemap.xml: every public page of the remotes' route lists (not the patterns,
// not the pages behind a sign-in or marked `noindex`) and every published blog post with its
// last change, all as absolute URLs on SITE_URL.
const { isPattern } = require('./route-match.js');
const { escapeHtml } = require('./page-html.js');

function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The paths a sitemap lists, once each, in the remotes' order. */
function sitemapPaths(remotes) {
  const paths = new Map();
  for (const remote of remotes) {
    for (const route of remote.routes ?? []) {
      if (route.access !== 'public' || route.noindex || isPattern(route.path)) continue;
      const key = route.path.toLowerCase().replace(/\/+$/, '') || '/';
      if (!paths.has(key)) paths.set(key, route.path);
    }
  }
  return [...paths.values()];
}

/**
 * @param {string} siteUrl
 * @param {object[]} remotes remote-catalog's snapshot
 * @param {{ _id: string, createdAt?: string, updatedAt?: string }[]} posts published posts
 * @param {(id: string) => string} postPath the page of a post
 */
function sitemapXml(siteUrl, remotes, posts, postPath) {
  const url = (loc, lastmod) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  const lines = [
    ...sitemapPaths(remotes).map((path) => url(`${siteUrl}${path === '/' ? '/' : path}`)),
    ...posts.map((post) => {
      const changed = new Date(post.updatedAt ?? post.createdAt ?? '');
      return url(
        `${siteUrl}${postPath(post._id)}`,
        Number.isNaN(changed.getTime()) ? undefined : changed.toISOString(),
      );
    }),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${lines.join('\n')}\n</urlset>\n`
  );
}

module.exports = { robotsTxt, sitemapXml, sitemapPaths };
