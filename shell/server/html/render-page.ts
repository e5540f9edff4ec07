// The shell's index.html as the server sends it for one URL: that page's head tags (from the
// owning remote's route list, or from the API answer the route names for its pages), the home
// page's Organization JSON-LD, preload hints for the remote that will draw the page, the site
// config with the route lists inline, so the browser starts without fetching site.config.json or
// the manifests' route lists, and, where there is one, the page's first screen in the root
// element. Everything inserted is escaped.
import {
  FIRST_ANSWERS_ID,
  INLINE_CONFIG_ID,
  type FirstAnswers,
  type RouteInfo,
} from '@brightwave/web-kit';
import type { SiteConfig } from '@brightwave/site-registry/site-config';
import {
  NOT_FOUND_TITLE,
  resolveHead,
  routeHead,
  type DocumentHead,
  type ResolvedHead,
} from '../../src/layout/page-head';
import type { RouteParams } from '../../src/routing/route-match';
import type { RemoteState } from '../remote-catalog';
import { escapeHtml, scriptJson } from './escape';
import { ENTRY_SCRIPT_TAG, inlineScripts, SCRIPT_HINTS_ID } from './first-paint-loader';
import { headTags } from './head-tags';
import { organizationScript, type Company } from './json-ld';
import { preconnectTag, preloadTag, remotePreloads, type Preload } from './preload-hints';

/** The company facts the pages' heads carry. */
export interface SiteFacts {
  company: Company;
  /** The logo's path on the site (the JSON-LD's). */
  logo: string;
}

export interface FoundRoute {
  remote: RemoteState;
  route: RouteInfo;
  params: RouteParams;
}

export interface RenderOptions {
  facts: SiteFacts;
  siteUrl: string;
  pathname: string;
  remotes: readonly RemoteState[];
  found?: FoundRoute;
  /** No remote serves the path (every list is known). */
  notFound?: boolean;
  /** What the API says of the page, by the route's `head` source (a post's title and cover). */
  described?: DocumentHead;
  siteConfig: SiteConfig;
  shellScripts?: Preload[];
  /** The page's remote is up: its files are hinted and its first screen used. */
  preloadRemote?: boolean;
  /** The root element's HTML (see first-screen.ts), used when the page's remote is up. */
  firstScreen?: string;
  /** The API answers the first screen was rendered from, for the browser's first render. */
  firstAnswers?: FirstAnswers;
  /** Hinted with a first screen, whose text is drawn in them. */
  fonts?: Preload[];
  /** The API calls the page makes first. */
  dataPreloads?: Preload[];
}

/** What the page is about: the route's data, the API's, or the not-found page's. */
function describePage({
  facts,
  siteUrl,
  pathname,
  found,
  notFound,
  described,
}: RenderOptions): ResolvedHead {
  const head: DocumentHead = found
    ? {
        ...routeHead(found.route),
        ...described,
        description: described?.description || found.route.description,
      }
    : // Not found, or a remote that might own the path has not answered yet: the site's defaults.
      { title: notFound ? NOT_FOUND_TITLE : undefined, noindex: true, unknown: true };
  return resolveHead(head, { site: facts.company, origin: siteUrl, pathname });
}

/**
 * What changes on a page whose first screen is in the HTML: its styles are linked, not hinted, as
 * it needs them before it paints. Nothing a script needs competes with them, the font and the
 * images for that paint: the script hints (low priority) wait in a template, and the loader
 * (AFTER_FIRST_PAINT) puts them in the head and runs the entry scripts once the page has painted.
 */
function firstScreenParts(template: string, preloads: Preload[]) {
  const [afterPaint] = inlineScripts(template);
  const scripts = preloads
    .filter((preload) => preload.as === 'script')
    .map((preload) => preloadTag({ ...preload, priority: 'low' }));
  return {
    template: template.replace(ENTRY_SCRIPT_TAG, ''),
    preloads: preloads
      .filter((preload) => preload.as !== 'script')
      .map((preload) => (preload.as === 'style' ? { ...preload, stylesheet: true } : preload)),
    afterPaint:
      `<template id="${SCRIPT_HINTS_ID}">${scripts.join('')}</template>` +
      `<script>${afterPaint}</script>`,
  };
}

/** What a visitor without JavaScript (and a crawler) reads on the not-found page. */
function notFoundNoscript(pathname: string): string {
  return (
    `<noscript><main><h1>${escapeHtml(NOT_FOUND_TITLE)}</h1>` +
    `<p>We could not find <strong>${escapeHtml(pathname)}</strong>. It may have moved, or the ` +
    `link may be mistyped.</p><p><a href="/">Back to home</a> · <a href="/contactus">Contact ` +
    `us</a></p></main></noscript>`
  );
}

/** `template`: the built index.html. */
export function renderPage(template: string, options: RenderOptions): string {
  const { facts, siteUrl, pathname, remotes, found, notFound, siteConfig } = options;
  const page = describePage(options);
  const config = {
    ...siteConfig,
    routes: Object.fromEntries(remotes.filter((r) => r.known).map((r) => [r.name, r.routes])),
  };
  const firstScreen = options.preloadRemote ? options.firstScreen : undefined;
  const preloads = [
    ...(firstScreen ? (options.fonts ?? []) : []),
    ...(options.shellScripts ?? []),
    ...(options.preloadRemote ? remotePreloads(found) : []),
    ...(options.dataPreloads ?? []),
  ];
  const parts = firstScreen
    ? firstScreenParts(template, preloads)
    : { template, preloads, afterPaint: '' };
  const head = [
    ...headTags(page, facts.company.name),
    preconnectTag(siteConfig.apiUrl),
    ...parts.preloads.map(preloadTag),
    ...(found?.route.path === '/' ? [organizationScript(facts.company, siteUrl, facts.logo)] : []),
    `<script id="${INLINE_CONFIG_ID}" type="application/json">${scriptJson(config)}</script>`,
    parts.afterPaint,
  ].join('');
  let html = parts.template
    .replace(/<meta name="?description"?[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, () => head);
  if (firstScreen) {
    // The page reads without scripts now: no "needs JavaScript" notice above it.
    html = html
      .replace(/<noscript>.*?<\/noscript>/s, '')
      .replace(/<div id="?root"?><\/div>/, () => {
        const answers = options.firstAnswers
          ? `<script id="${FIRST_ANSWERS_ID}" type="application/json">${scriptJson(options.firstAnswers)}</script>`
          : '';
        return `<div id="root">${firstScreen}</div>${answers}`;
      });
  }
  if (notFound) html = html.replace(/<noscript>.*?<\/noscript>/s, () => notFoundNoscript(pathname));
  return html;
}
