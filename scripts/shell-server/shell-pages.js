// The shell's dynamic answers: every page URL (index.html with that page's head, 404 for a URL no
// remote's route list matches), /robots.txt and /sitemap.xml. See page-html.js and sitemap.js.
const fs = require('node:fs');
const path = require('node:path');
const { siteConfig, siteUrl } = require('../site-config.js');
const { createBlogPosts } = require('./blog-posts.js');
const { createFirstScreens } = require('./first-screen.js');
const { entryScriptSources, inlineScripts, renderPage } = require('./page-html.js');
const { createRemoteCatalog } = require('./remote-catalog.js');
const { findRoute } = require('./route-match.js');
const { robotsTxt, sitemapXml } = require('./sitemap.js');

/** The blog's post page (the spec's URL; the API's RSS feed links the same). */
const BLOG_POST_ROUTE = '/blogDetails/:id';
/** The blog's list, whose first page of posts (and first cover) the HTML preloads. */
const BLOG_LIST_ROUTE = '/blog';
const postPath = (id) => `/blogDetails/${encodeURIComponent(id)}`;

/**
 * The shell's own chunks, which the browser would otherwise request only once main.js has run:
 * every script of the shell's dist but the entry index.html already loads. The shell's one
 * dynamic import is the async boundary (src/index.ts), so every chunk is on the start-up path:
 * the bootstrap code and the shared singletons it needs.
 */
function startupScripts(dist, template) {
  const loaded = new Set([...template.matchAll(/src="?\/?([^" >]+\.js)/g)].map((m) => m[1]));
  // Webpack may write one chunk group twice under two names (a shared module's fallback); the
  // browser fetches only the first, so the copies are not preloaded.
  const seen = new Set();
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js') && !loaded.has(file))
    .sort()
    .filter((file) => {
      // The chunk ids a file registers (`.push([[325,706],...`), else its name.
      const content = fs.readFileSync(path.join(dist, file), 'utf8');
      const key = /\.push\(\[\[([\d,]+)\]/.exec(content)?.[1] ?? file;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((file) => ({ as: 'script', href: `/${file}` }));
}

/** The entry scripts index.html loads itself (main.js), hinted first: everything else waits for
 * them, and the browser would otherwise queue them behind every preload above their tag. (A page
 * sent with its first screen hints them at low priority and runs them after its first paint:
 * page-html.js.) */
function entryScripts(template) {
  return entryScriptSources(template).map((src) => ({
    as: 'script',
    href: src.startsWith('/') ? src : `/${src}`,
    priority: 'high',
  }));
}

/** The shell's stylesheets (extracted from its startup chunks): its runtime adds them only once
 * main.js has run, a round trip the page would otherwise wait for before its first render. */
function startupStyles(dist) {
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => ({ as: 'style', href: `/${file}` }));
}

/** The site font's Latin face (@fontsource's Inter, built into the shell's assets): what a first
 * screen's text is drawn in. Hinted with the first screen, it arrives with the styles, so the text
 * is drawn in it from the start rather than swapped in (and re-measured as the largest paint) later. */
function startupFonts(dist) {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((file) => /^inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/.test(file))
    .map((file) => ({ as: 'font', href: `/assets/${file}` }));
}

/**
 * @param {{ dist: string, env: NodeJS.ProcessEnv }} options
 * @returns {{ page: import('express').RequestHandler, robots: import('express').RequestHandler,
 *   sitemap: import('express').RequestHandler, inlineScripts: string[] }}
 *   inlineScripts: the text of every inline script its pages run, for the CSP's hashes
 */
function createShellPages({ dist, env }) {
  const factsFile = path.join(dist, 'site-facts.json');
  if (!fs.existsSync(factsFile)) {
    throw new Error(
      `${factsFile} is missing: rebuild the shell with "node scripts/build.js shell --force".`,
    );
  }
  const facts = JSON.parse(fs.readFileSync(factsFile, 'utf8'));
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shellScripts = [
    ...entryScripts(template),
    ...startupStyles(dist),
    ...startupScripts(dist, template),
  ];
  const fonts = startupFonts(dist);
  const config = siteConfig(env);
  const site = siteUrl(env);
  const catalog = createRemoteCatalog({
    remotes: config.remotes,
    ttlMs: Number(env.ROUTES_TTL_MS ?? 10_000),
  });
  const blog = createBlogPosts({ apiUrl: config.apiUrl, paths: facts.api });
  const firstScreens = createFirstScreens({ dist });
  void catalog.warm().then(async () => firstScreens.warm(await catalog.snapshot()));

  async function page(req, res) {
    const remotes = await catalog.snapshot();
    const found = findRoute(remotes, req.path);
    // Only when every remote's list is known is "no route" a fact rather than a guess.
    const notFound = !found && remotes.every((remote) => remote.known);
    // The list's first page without a search or page in the URL: the API call it makes at once.
    const blogList = found?.route.path === BLOG_LIST_ROUTE && !new URL(req.url, 'http://x').search;
    const [post, remoteUp, listPage, firstScreen] = await Promise.all([
      found?.route.path === BLOG_POST_ROUTE ? blog.post(found.params.id) : undefined,
      found ? catalog.isUp(found.remote.name) : false,
      blogList ? blog.firstListPage() : undefined,
      found
        ? firstScreens.render({
            url: req.url,
            remote: found.remote,
            page: found.remote.pages?.[found.route.path],
          })
        : undefined,
    ]);
    const dataPreloads = listPage
      ? [
          { as: 'fetch', href: listPage.url },
          ...(listPage.cover ? [{ as: 'image', href: listPage.cover, priority: 'high' }] : []),
        ]
      : [];
    const html = renderPage(template, {
      facts,
      siteUrl: site,
      pathname: req.path,
      remotes,
      found,
      notFound,
      post,
      siteConfig: config,
      shellScripts,
      preloadRemote: remoteUp,
      firstScreen,
      fonts,
      dataPreloads,
      absolute: blog.absolute,
    });
    res.status(notFound ? 404 : 200);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  }

  function robots(_req, res) {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(site));
  }

  async function sitemap(_req, res) {
    const [remotes, posts] = await Promise.all([catalog.snapshot(), blog.summaries()]);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemapXml(site, remotes, posts, postPath));
  }

  return { page, robots, sitemap, inlineScripts: inlineScripts(template) };
}

module.exports = { createShellPages };
