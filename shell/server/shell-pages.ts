// The shell's dynamic answers: every page URL (index.html with that page's head, 404 for a URL no
// remote's route list matches), /robots.txt and /sitemap.xml. What a remote's page needs from the
// API (its head, the call to preload, its sitemap entries) its route list declares: the server
// names no page of any remote.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import {
  API_PATHS,
  REMOTE_REPORT_LIMITS,
  UNRELEASED_VERSION,
  type RemoteVersionRef,
} from '@brightwave/contracts';
import { hashedName } from '@brightwave/build-output';
import { company } from '@brightwave/site-content';
import { signReportToken, siteServerSecret } from '@brightwave/site-registry/trusted-caller';
import { siteConfig, siteUrl } from '@brightwave/site-registry/site-config';
import { fillParams, findRoute } from '../src/routing/route-match';
import { createApiSources } from './api-sources';
import { startCanaryGuard } from './canary-guard';
import { createFirstScreens, type RenderFrame } from './first-screen';
import { entryScriptSources, inlineScripts } from './html/first-paint-loader';
import type { Preload } from './html/preload-hints';
import { renderPage, type FoundRoute, type SiteFacts } from './html/render-page';
import { createReleaseChannels, visitorCookie, visitorPlace } from './release-channels';
import { createRemoteCatalog, type Remote } from './remote-catalog';
import { remoteOrigins, servedOverHttps } from './security-headers';
import { createPageCache, pageKey, STALE_POLLS } from './page-cache';
import { serverBuildRule } from './server-build-origin';
import { createServerRenders } from './server-renders';
import { settleWithin } from './settle-within';
import { robotsTxt, sitemapSources, sitemapXml } from './sitemap';
import { trustedHeaders, visitorAddress } from './trusted-calls';

/**
 * The path a matched route serves: its pattern with the parameters filled in (no trailing slash),
 * or for a route with a splat, which no pattern can fill, the request's own path.
 */
function routePath(found: FoundRoute, requested: string): string {
  if (found.route.path.includes('*')) return requested;
  return fillParams(found.route.path, found.params).replace(/(.)\/+$/, '$1');
}

/** The company facts of every page's head; the logo as scripts/site-assets.js writes it. */
const FACTS: SiteFacts = { company, logo: '/icon-512.png' };

/**
 * The shell's own chunks, which the browser would otherwise request only once main.js has run:
 * every script of the shell's dist but the entry index.html already loads. The shell's one
 * dynamic import is the async boundary (src/index.ts), so every chunk is on the start-up path:
 * the bootstrap code and the shared singletons it needs.
 */
function startupScripts(dist: string, template: string): Preload[] {
  const loaded = new Set([...template.matchAll(/src="?\/?([^" >]+\.js)/g)].map((m) => m[1]));
  // Webpack may write one chunk group twice under two names (a shared module's fallback); the
  // browser fetches only the first, so the copies are not preloaded.
  const seen = new Set<string>();
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
 * sent with its first screen hints them at low priority and runs them after its first paint.) */
function entryScripts(template: string): Preload[] {
  return entryScriptSources(template).map((src) => ({
    as: 'script',
    href: src.startsWith('/') ? src : `/${src}`,
    priority: 'high',
  }));
}

/** The shell's stylesheets (extracted from its startup chunks): its runtime adds them only once
 * main.js has run, a round trip the page would otherwise wait for before its first render. */
function startupStyles(dist: string): Preload[] {
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => ({ as: 'style', href: `/${file}` }));
}

/** The site font's Latin face as the build names it (scripts/webpack: FONT_SUBSET_RULE). */
const SITE_FONT = hashedName('inter-latin-wght-normal', '.woff2');

/** The site font's Latin face (@fontsource's Inter, built into the shell's assets): what a first
 * screen's text is drawn in. Hinted with the first screen, it arrives with the styles, so the text
 * is drawn in it from the start rather than swapped in (and re-measured as the largest paint) later. */
function startupFonts(dist: string): Preload[] {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((file) => SITE_FONT.test(file))
    .map((file) => ({ as: 'font', href: `/assets/${file}` }));
}

export interface ShellPages {
  page: (req: Request, res: Response) => Promise<void>;
  /** Sends a kept page for the request (true), else leaves the answer to `page` (false). */
  sendKept: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  robots: (req: Request, res: Response) => void;
  /**
   * POST PAGE_LOAD_PATH: a page that runs counts its load (per remote version the visitor is
   * given, told to the API) and gets its report tokens.
   */
  pageLoad: (req: Request, res: Response) => Promise<void>;
  /** site.config.json with the visitor's releases (the shell fetches it when a page lacks it). */
  siteConfig: (req: Request, res: Response) => Promise<void>;
  sitemap: (req: Request, res: Response) => Promise<void>;
  /** The text of every inline script its pages run, for the CSP's hashes. */
  inlineScripts: string[];
  /** Stops its timers (the canary guard's). */
  close(): void;
}

/** `renderFrame`: the site's frame around a first screen (none: no first screens). */
export function createShellPages({
  dist,
  env,
  renderFrame,
}: {
  dist: string;
  env: NodeJS.ProcessEnv;
  renderFrame?: RenderFrame;
}): ShellPages {
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
  const channels = createReleaseChannels({
    remotes: config.remotes,
    ttlMs: Number(env.CHANNELS_TTL_MS ?? 1_000),
  });
  // SITE_SERVER_SECRET (required in production): this server is a trusted caller of the API.
  const secret = siteServerSecret(env);
  const trustProxy = Number(env.TRUST_PROXY ?? 0);
  const visitorOf = (req: IncomingMessage) => visitorAddress(req, trustProxy);
  const guard = startCanaryGuard({
    apiUrl: config.apiUrl,
    secret,
    channels,
    env,
    intervalMs: Number(env.CANARY_CHECK_MS ?? 5_000),
  });
  const https = servedOverHttps(site);
  const api = createApiSources({ apiUrl: config.apiUrl, secret });
  const firstScreens = createFirstScreens({ renderFrame });
  const serverRenders = createServerRenders({ allowedOrigins: remoteOrigins(config) });
  const buildAllowed = serverBuildRule(config);
  const refusedBuilds = new Set<string>();
  /** Whether a page's server build may run here (server-build-origin.ts); a refusal said once. */
  function runnable(build: string, remote: { name: string; publicPath?: string }): boolean {
    if (buildAllowed(build, remote.publicPath)) return true;
    if (!refusedBuilds.has(build)) {
      refusedBuilds.add(build);
      console.error(
        `The server build ${build} of ${remote.name} is not run: it is not under its files (${remote.publicPath ?? 'none'}) on an origin the site lists for its remotes.`,
      );
    }
    return false;
  }
  const cache = createPageCache({
    apiUrl: config.apiUrl,
    generation: catalog.generation,
    headers: trustedHeaders(secret),
    pollMs: Number(env.PAGE_STAMP_POLL_MS ?? 250),
  });
  void catalog.warm().then(async () => {
    const remotes = await catalog.snapshot();
    firstScreens.warm(remotes);
    if (renderFrame) {
      serverRenders.warm(
        remotes.map((remote) => ({
          pages: Object.fromEntries(
            Object.entries(remote.pages ?? {}).filter(
              ([, page]) => !page.render || runnable(page.render, remote),
            ),
          ),
        })),
      );
    }
  });

  /**
   * The page as its remote's server build renders it for this URL from the API answers its route
   * declares (`render`), with those answers; undefined when the route has none, the URL has a
   * query of its own, or the API or the remote did not answer (the built first screen, if any,
   * or the scripts draw the page).
   */
  async function renderedPage(
    found: FoundRoute | undefined,
    url: string,
    search: string,
    visitor: string,
  ) {
    const source = found?.route.render;
    const module = found?.remote.pages?.[found.route.path]?.render;
    if (!renderFrame || !found || !source || !module || search || found.route.access !== 'public') {
      return undefined;
    }
    if (!runnable(module, found.remote)) return undefined;
    const answers = await api.renderAnswers(source, found.params, visitor);
    if (!answers) return undefined;
    const rendered = await serverRenders.render(module, {
      route: found.route.path,
      url,
      apiUrl: config.apiUrl,
      answers,
    });
    return rendered && { ...rendered, answers };
  }

  /** A new visitor's place, given once per request (a kept page's lookup, then its making). */
  const newPlaces = new WeakMap<IncomingMessage, number>();

  /** The visitor's place and whether it is new (then its cookie is to be set). */
  function placeOf(req: IncomingMessage) {
    const known = newPlaces.get(req);
    if (known !== undefined) return { place: known, fresh: true };
    const visitor = visitorPlace(req.headers.cookie);
    if (visitor.fresh) newPlaces.set(req, visitor.place);
    return visitor;
  }

  /** The visitor's remote entries: each remote's release for the visitor's sticky place. */
  async function visitorRemotes(req: Request, res: Response): Promise<Remote[]> {
    const { place, fresh } = placeOf(req);
    if (fresh) res.append('Set-Cookie', visitorCookie(place, https));
    res.vary('Cookie');
    return channels.resolve(place);
  }

  /**
   * Sends the page kept for the request's route and visitor, if one stands (page-cache.ts). A URL
   * with a query, or that no route serves, has none.
   */
  async function sendKept(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname, search } = new URL(req.url ?? '/', 'http://x');
    if (search) return false;
    const { place, fresh } = placeOf(req);
    const entries = await channels.resolve(place, { staleMs: STALE_POLLS * channels.ttlMs });
    // The catalog as it stands (its refreshes go on: a redeployed remote moves the generation).
    const found = findRoute(await catalog.snapshot(entries), pathname);
    if (!found) return false;
    const headers: [string, string][] = fresh ? [['Set-Cookie', visitorCookie(place, https)]] : [];
    return cache.send(pageKey(found, entries), req, res, headers);
  }

  async function page(req: Request, res: Response) {
    const entries = await visitorRemotes(req, res);
    const remotes = await catalog.snapshot(entries);
    const found = findRoute(remotes, req.path);
    // Only when every remote's list is known is "no route" a fact rather than a guess.
    const notFound = !found && remotes.every((remote) => remote.known);
    // What the page depends on, read before anything it is made from: a page made from API data
    // is kept only with the version stamp its route names.
    const depends = found?.route.render ?? found?.route.head;
    const version = found?.route.render?.version;
    const made = await cache.madeAt(version ? [version] : []);
    // A page's first call is the one it makes without a query in the URL (a query asks for other).
    const { search } = new URL(req.url, 'http://x');
    const preload = !search ? found?.route.preload : undefined;
    const visitor = visitorOf(req);
    // The page's own path (the route's, filled in): what it is rendered, framed and kept for, so
    // /Blogs/ and /blogs make one page.
    const pagePath = found ? routePath(found, req.path) : req.path;
    const url = pagePath + search;
    const rendering = renderedPage(found, url, search, visitor);
    const [described, remoteUp, firstCall, [rendered, firstScreen]] = await Promise.all([
      found?.route.head ? api.head(found.route.head, found.params, visitor) : undefined,
      found ? catalog.isUp(found.remote) : false,
      preload ? api.firstCall(preload, { visitor }) : undefined,
      rendering.then(
        async (page) =>
          [
            page,
            found
              ? await firstScreens.render({
                  url,
                  remote: found.remote,
                  page: found.remote.pages?.[found.route.path],
                  rendered: page?.html,
                })
              : undefined,
          ] as const,
      ),
    ]);
    // The remote rendered its own not-found page (a post that does not exist, or a draft).
    const missing = rendered?.status === 404 && !!firstScreen;
    // A call whose answer is in the page is not made by it: only its image is hinted.
    const embedded = firstScreen && rendered ? rendered.answers : {};
    const dataPreloads: Preload[] = firstCall
      ? [
          ...(embedded[firstCall.url.slice(config.apiUrl.length)]
            ? []
            : [{ as: 'fetch' as const, href: firstCall.url }]),
          ...(firstCall.image
            ? [{ as: 'image' as const, href: firstCall.image, priority: 'high' as const }]
            : []),
        ]
      : [];
    const html = renderPage(template, {
      facts: FACTS,
      siteUrl: site,
      pathname: pagePath,
      remotes,
      found,
      notFound,
      described: missing ? { noindex: true } : described,
      siteConfig: { ...config, remotes: entries },
      shellScripts,
      preloadRemote: remoteUp,
      firstScreen,
      firstAnswers: firstScreen ? rendered?.answers : undefined,
      fonts,
      dataPreloads,
    });
    const status = notFound || missing ? 404 : 200;
    // Kept only when nothing was missing: every list known, the remote up, its API data and the
    // first screen it should have.
    const pageFiles = found?.remote.pages?.[found.route.path];
    const complete =
      remotes.every((remote) => remote.known) &&
      (!found ||
        (remoteUp &&
          (!depends || !!version) &&
          (!found.route.head || !!described || missing) &&
          (!pageFiles?.html && !(pageFiles?.render && found.route.render && !search)
            ? true
            : !!firstScreen)));
    // A URL with a query is not kept (it may ask for something else: no first screen is made for
    // it), nor a URL no route serves (any path would make an entry).
    if (complete && found && !search) cache.keep(pageKey(found, entries), made, status, html);
    res.status(status);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  }

  function robots(_req: Request, res: Response) {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(site));
  }

  async function siteConfigFor(req: Request, res: Response) {
    const remotes = await visitorRemotes(req, res);
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ ...config, remotes });
  }

  async function sitemap(req: Request, res: Response) {
    // Stable releases: a crawler is nobody's canary.
    const remotes = await catalog.snapshot(await channels.resolve(null));
    const pages = await Promise.all(
      sitemapSources(remotes).map(async (route) => ({
        route,
        items: await api.sitemapItems(route.sitemap!, visitorOf(req)),
      })),
    );
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemapXml(site, remotes, pages));
  }

  /** Tells the API a page load it served `visitor`; waited for briefly (it never holds a page). */
  async function countPageLoad(loads: RemoteVersionRef[], visitor: string) {
    const told = fetch(`${config.apiUrl}${API_PATHS.pageLoads}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...trustedHeaders(secret, visitor) },
      body: JSON.stringify({ loads }),
      signal: AbortSignal.timeout(1_500),
    }).catch(() => undefined); // not counted: the API is down or the visitor over its limit
    await settleWithin(told, 1_000);
  }

  async function pageLoad(req: Request, res: Response) {
    const entries = await visitorRemotes(req, res);
    const given = entries.map((remote) => ({
      remote: remote.name,
      version: remote.version ?? UNRELEASED_VERSION,
      channel: remote.channel ?? ('stable' as const),
    }));
    // A remote served from its dist has no version to compare with another: its loads are not
    // counted, only its errors.
    const released = given.filter((_, i) => entries[i]!.version);
    if (released.length) {
      await countPageLoad(released.slice(0, REMOTE_REPORT_LIMITS.reports), visitorOf(req));
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      tokens: Object.fromEntries(given.map((ref) => [ref.remote, signReportToken(secret, ref)])),
    });
  }

  return {
    page,
    pageLoad,
    sendKept,
    robots,
    sitemap,
    siteConfig: siteConfigFor,
    inlineScripts: inlineScripts(template),
    close: () => {
      guard.stop();
      void serverRenders.close();
    },
  };
}
