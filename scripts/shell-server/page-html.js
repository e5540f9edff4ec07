// The shell's index.html as the server sends it for one URL: that page's title, description,
// canonical link, Open Graph and Twitter card tags (from the owning remote's route list, or from
// the post for a blog post), the home page's Organization JSON-LD, preload hints for the remote
// that will draw the page, the site config with the route lists inline, so the browser starts
// without fetching site.config.json or the manifests' route lists, and, where there is one, the
// page's first screen in the root element. Everything inserted is escaped.

/** The id of the inline config script; web-kit's loadRuntimeConfig reads the same element. */
const CONFIG_ELEMENT_ID = 'bw-site-config';

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute, key, content) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** schema.org Organization of the company (site-content's facts). */
function organization(facts, siteUrl) {
  const { company } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    alternateName: company.shortName,
    description: company.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${facts.logo}`,
    email: company.emails.sales,
    telephone: company.phones.sales,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: company.phones.sales,
        email: company.emails.sales,
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: company.phones.support,
        email: company.emails.support,
      },
    ],
    address: company.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.country,
    })),
    sameAs: company.social.map((link) => link.url),
  };
}

/**
 * What the page is about: the route's data, a post's, or the not-found page's.
 * @param {{ facts: object, siteUrl: string, pathname: string, found?: { route: object },
 *   notFound?: boolean, post?: object, absolute: (image?: string) => string | undefined }} page
 */
function describePage({ facts, siteUrl, pathname, found, notFound, post, absolute }) {
  const { company } = facts;
  const full = (title) => (title ? `${title} | ${company.name}` : company.name);
  const shareImage = { url: `${siteUrl}${facts.shareImage.path}`, ...facts.shareImage };
  if (!found) {
    // Not found, or a remote that might own the path has not answered yet: the site's defaults.
    return {
      title: full(notFound ? facts.notFound.title : ''),
      description: company.tagline,
      image: shareImage,
      type: 'website',
      index: false,
    };
  }
  const { route } = found;
  const page = {
    title: full(route.title),
    description: route.description,
    canonical: `${siteUrl}${pathname}`,
    image: route.image ? { url: new URL(route.image, `${siteUrl}/`).href } : shareImage,
    type: 'website',
    // Pages behind a sign-in, and those a route marks, are kept out of search results.
    index: route.access === 'public' && !route.noindex,
    home: route.path === '/',
  };
  if (post) {
    const cover = absolute(post.image);
    Object.assign(page, {
      title: full(post.title),
      description: post.excerpt || route.description,
      type: 'article',
      image: cover ? { url: cover, width: 1200, height: 630 } : shareImage,
      published: post.createdAt,
      modified: post.updatedAt ?? post.createdAt,
    });
  }
  return page;
}

/* global document, window, requestAnimationFrame -- afterFirstPaint runs in
   the browser */
/**
 * On a page whose first screen is in the HTML, inlined there (AFTER_FIRST_PAINT): runs its entry
 * scripts, in order, once that screen has been painted (their files are hinted, so they download
 * meanwhile) and the HTML parsed, as `defer` would; so no script runs before the first paint.
 * After 3 s at the latest (counted from when the styles above it have loaded), as a tab opened in
 * the background paints nothing, and at once where paint timing fails.
 * @param {string[]} scripts
 */
function afterFirstPaint(scripts) {
  var started = false;
  function append() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function start() {
    if (started) return;
    started = true;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', append);
    else append();
  }
  setTimeout(start, 3000);
  try {
    var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (entryTypes && entryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    }
  } catch {
    start();
  }
}
const AFTER_FIRST_PAINT = `(${afterFirstPaint})`;

function headTags(page, { facts, preloads, config, siteUrl }) {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
  ];
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}">`);
  if (!page.index) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', facts.company.name),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  );
  if (page.canonical) tags.push(meta('property', 'og:url', page.canonical));
  tags.push(meta('property', 'og:image', page.image.url));
  if (page.image.width) {
    tags.push(
      meta('property', 'og:image:width', page.image.width),
      meta('property', 'og:image:height', page.image.height),
    );
  }
  if (page.published) tags.push(meta('property', 'article:published_time', page.published));
  if (page.modified) tags.push(meta('property', 'article:modified_time', page.modified));
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image.url),
  );
  for (const origin of new Set([config.apiUrl].map((url) => new URL(url).origin))) {
    tags.push(`<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`);
  }
  for (const preload of preloads) {
    const href = escapeHtml(preload.href);
    if (preload.stylesheet) {
      tags.push(`<link rel="stylesheet" href="${href}">`);
      continue;
    }
    // A fetch or a font is a CORS request: `crossorigin` makes the hint match it.
    const cors = preload.as === 'fetch' || preload.as === 'font';
    const extra = `${cors ? ' crossorigin' : ''}${preload.priority ? ` fetchpriority="${preload.priority}"` : ''}`;
    tags.push(`<link rel="preload" as="${preload.as}" href="${href}"${extra}>`);
  }
  if (page.home) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(organization(facts, siteUrl))}</script>`,
    );
  }
  tags.push(
    `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config)}</script>`,
  );
  return tags.join('');
}

/** index.html's entry script tags (`<script defer src=/main.js>`), whose src is the first group. */
const ENTRY_SCRIPT_TAG = /<script defer src="?([^" >]+)"?><\/script>/g;

/** The entry scripts index.html loads (main.js), as written there. */
const entryScriptSources = (template) => [...template.matchAll(ENTRY_SCRIPT_TAG)].map((m) => m[1]);

/**
 * The text of every inline script that executes on the site's pages, exactly as renderPage writes
 * it between the tags: the first-paint loader of the template's entry scripts. The CSP allows them
 * by hash (security-headers.js), so this is the one place that text is made.
 */
const inlineScripts = (template) => [
  `${AFTER_FIRST_PAINT}(${scriptJson(entryScriptSources(template))})`,
];

/**
 * What changes on a page whose first screen is in the HTML: its styles are linked, not hinted, as
 * it needs them before it paints; its script hints drop to low priority, behind the styles, the
 * font and the images; its entry scripts run once it has painted (AFTER_FIRST_PAINT).
 */
function firstScreenParts(template, preloads) {
  const [afterPaint] = inlineScripts(template);
  return {
    template: template.replace(ENTRY_SCRIPT_TAG, ''),
    preloads: preloads.map((preload) => {
      if (preload.as === 'style') return { ...preload, stylesheet: true };
      return preload.as === 'script' ? { ...preload, priority: 'low' } : preload;
    }),
    afterPaint: `<script>${afterPaint}</script>`,
  };
}

/**
 * The files the page's remote will ask for: its manifest, entry and route list code, then the
 * page's own chunks and their CSS (`pageAssets` in the manifest), which the runtime would
 * otherwise request only once all of those had run.
 */
function preloadsFor(found) {
  const remote = found?.remote;
  if (!remote?.known) return [];
  const page = remote.pages?.[found.route.path] ?? { js: [], css: [] };
  return [
    { as: 'fetch', href: remote.entry },
    ...(remote.remoteEntry ? [{ as: 'script', href: remote.remoteEntry }] : []),
    ...remote.scripts.map((href) => ({ as: 'script', href })),
    ...page.css.map((href) => ({ as: 'style', href })),
    ...page.js.map((href) => ({ as: 'script', href })),
  ];
}

/** What a visitor without JavaScript (and a crawler) reads on the not-found page. */
function notFoundNoscript(facts, pathname) {
  return (
    `<noscript><main><h1>${escapeHtml(facts.notFound.title)}</h1>` +
    `<p>We could not find <strong>${escapeHtml(pathname)}</strong>. It may have moved, or the ` +
    `link may be mistyped.</p><p><a href="/">Back to home</a> · <a href="/contactus">Contact ` +
    `us</a></p></main></noscript>`
  );
}

/**
 * @param {string} template the built index.html
 * @param {{ facts: object, siteUrl: string, pathname: string, remotes: object[], found?: object,
 *   notFound?: boolean, post?: object, siteConfig: object, shellScripts?: object[],
 *   preloadRemote?: boolean, firstScreen?: string, fonts?: { as: 'font', href: string }[],
 *   dataPreloads?: { as: 'fetch' | 'image', href: string, priority?: 'high' | 'low' }[],
 *   absolute: (image?: string) => string | undefined }} options
 *   firstScreen: the root element's HTML (see first-screen.js), used when the page's remote is up;
 *   fonts: hinted with a first screen, whose text is drawn in them
 */
function renderPage(template, options) {
  const { facts, pathname, remotes, found, notFound, siteConfig } = options;
  const page = describePage(options);
  const config = {
    ...siteConfig,
    routes: Object.fromEntries(remotes.filter((r) => r.known).map((r) => [r.name, r.routes])),
  };
  const firstScreen = options.preloadRemote ? options.firstScreen : undefined;
  const preloads = [
    ...(firstScreen ? (options.fonts ?? []) : []),
    ...(options.shellScripts ?? []),
    ...(options.preloadRemote ? preloadsFor(found) : []),
    ...(options.dataPreloads ?? []),
  ];
  const parts = firstScreen
    ? firstScreenParts(template, preloads)
    : { template, preloads, afterPaint: '' };
  const head = headTags(page, { ...options, config, preloads: parts.preloads }) + parts.afterPaint;
  let html = parts.template
    .replace(/<meta name="?description"?[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, () => head);
  if (firstScreen) {
    // The page reads without scripts now: no "needs JavaScript" notice above it.
    html = html
      .replace(/<noscript>.*?<\/noscript>/s, '')
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${firstScreen}</div>`);
  }
  if (notFound)
    html = html.replace(/<noscript>.*?<\/noscript>/s, () => notFoundNoscript(facts, pathname));
  return html;
}

module.exports = {
  renderPage,
  entryScriptSources,
  inlineScripts,
  escapeHtml,
  CONFIG_ELEMENT_ID,
  AFTER_FIRST_PAINT,
};
