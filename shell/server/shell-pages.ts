// The shell's dynamic answers: every page URL (index.html with that page's head, 404 for a URL no
// remote's route list matches), /robots.txt and /sitemap.xml. What a remote's page needs from the
// API (its head, the call to preload, its sitemap entries) its route list declares: the server
// names no page of any remote.
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { company } from '@brightwave/site-content';
import { siteConfig, siteUrl } from '@brightwave/site-registry/site-config';
import { findRoute } from '../src/routing/route-match';
import { createApiSources } from './api-sources';
import { startCanaryGuard } from './canary-guard';
import { createFirstScreens, type RenderFrame } from './first-screen';
import { entryScriptSources, inlineScripts } from './html/first-paint-loader';
import type { Preload } from './html/preload-hints';
import { renderPage, type SiteFacts } from './html/render-page';
import { createReleaseChannels, visitorCookie, visitorPlace } from './release-channels';
import { createRemoteCatalog, type Remote } from './remote-catalog';
import { servedOverHttps } from './security-headers';
import { robotsTxt, sitemapSources, sitemapXml } from './sitemap';

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

/** The site font's Latin face (@fontsource's Inter, built into the shell's assets): what a first
 * screen's text is drawn in. Hinted with the first screen, it arrives with the styles, so the text
 * is drawn in it from the start rather than swapped in (and re-measured as the largest paint) later. */
function startupFonts(dist: string): Preload[] {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((file) => /^inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/.test(file))
    .map((file) => ({ as: 'font', href: `/assets/${file}` }));
}

export interface ShellPages {
  page: (req: Request, res: Response) => Promise<void>;
  robots: (req: Request, res: Response) => void;
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
  const guard = startCanaryGuard({
    apiUrl: config.apiUrl,
    channels,
    env,
    intervalMs: Number(env.CANARY_CHECK_MS ?? 5_000),
  });
  const https = servedOverHttps(site);
  const api = createApiSources({ apiUrl: config.apiUrl });
  const firstScreens = createFirstScreens({ renderFrame });
  void catalog.warm().then(async () => firstScreens.warm(await catalog.snapshot()));

  /** The visitor's remote entries: each remote's release for the visitor's sticky place. */
  async function visitorRemotes(req: Request, res: Response): Promise<Remote[]> {
    const { place, fresh } = visitorPlace(req.headers.cookie);
    if (fresh) res.append('Set-Cookie', visitorCookie(place, https));
    res.vary('Cookie');
    return channels.resolve(place);
  }

  async function page(req: Request, res: Response) {
    const entries = await visitorRemotes(req, res);
    const remotes = await catalog.snapshot(entries);
    const found = findRoute(remotes, req.path);
    // Only when every remote's list is known is "no route" a fact rather than a guess.
    const notFound = !found && remotes.every((remote) => remote.known);
    // A page's first call is the one it makes without a query in the URL (a query asks for other).
    const preload = !new URL(req.url, 'http://x').search ? found?.route.preload : undefined;
    const [described, remoteUp, firstCall, firstScreen] = await Promise.all([
      found?.route.head ? api.head(found.route.head, found.params) : undefined,
      found ? catalog.isUp(found.remote) : false,
      preload ? api.firstCall(preload) : undefined,
      found
        ? firstScreens.render({
            url: req.url,
            remote: found.remote,
            page: found.remote.pages?.[found.route.path],
          })
        : undefined,
    ]);
    const dataPreloads: Preload[] = firstCall
      ? [
          { as: 'fetch', href: firstCall.url },
          ...(firstCall.image
            ? [{ as: 'image' as const, href: firstCall.image, priority: 'high' as const }]
            : []),
        ]
      : [];
    const html = renderPage(template, {
      facts: FACTS,
      siteUrl: site,
      pathname: req.path,
      remotes,
      found,
      notFound,
      described,
      siteConfig: { ...config, remotes: entries },
      shellScripts,
      preloadRemote: remoteUp,
      firstScreen,
      fonts,
      dataPreloads,
    });
    res.status(notFound ? 404 : 200);
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

  async function sitemap(_req: Request, res: Response) {
    // Stable releases: a crawler is nobody's canary.
    const remotes = await catalog.snapshot(await channels.resolve(null));
    const pages = await Promise.all(
      sitemapSources(remotes).map(async (route) => ({
        route,
        items: await api.sitemapItems(route.sitemap!),
      })),
    );
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemapXml(site, remotes, pages));
  }

  return {
    page,
    robots,
    sitemap,
    siteConfig: siteConfigFor,
    inlineScripts: inlineScripts(template),
    close: () => guard.stop(),
  };
}
