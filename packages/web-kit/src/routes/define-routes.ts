// The shape every remote declares its pages in (mfe-<name>/src/routes.ts), and the rules the shell
// and the build share about those lists. No React and no CSS here: the build reads routes files in
// Node to write routes.json and to check that no path is claimed twice.
import type { ComponentType } from 'react';

/** Who may open a page: anyone, a signed-in user (others go to /login), or an admin. */
export const ROUTE_ACCESS = ['public', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * A field of an API answer, or several in order of preference (the first that holds a non-empty
 * string is read).
 */
export type AnswerField = string | readonly string[];

/**
 * The API call that describes the page at a URL of a route with parameters, so the shell's server
 * writes that page's own head (a post's title, excerpt and cover) for a first visit or a crawler.
 */
export interface RouteHeadSource {
  /** A GET path on the API, the route's `:parameters` filled in from the URL: "/getblogs/:id". */
  source: string;
  /** The answer describes a page only when these fields hold these values (a published post). */
  when?: Record<string, string>;
  /** The answer's fields to read; a missing description keeps the route's own. */
  fields: {
    title: AnswerField;
    description?: AnswerField;
    /** An image path on the API or an absolute URL. */
    image?: AnswerField;
    published?: AnswerField;
    modified?: AnswerField;
  };
  /** The Open Graph type of such a page. Default 'website'. */
  type?: 'website' | 'article';
  /** The size of every image the answer names (the API makes covers that size). */
  imageSize?: { width: number; height: number };
}

/**
 * The API call a page makes first, preloaded by the shell's server with the page's HTML when the
 * URL has no query (a query asks for other data): exactly the URL the page fetches.
 */
export interface RoutePreloadSource {
  /** A GET path (and query) on the API: "/getblogs?page=1&limit=12&fields=summary". */
  source: string;
  /** For an answer that is a list: the first item's image, from these fields, preloaded too. */
  image?: readonly string[];
}

/** The API call listing every page of a route with parameters, for the sitemap. */
export interface RouteSitemapSource {
  /** A GET path (and query) on the API, asked page by page with `&page=N&limit=M`. */
  source: string;
  /** `limit` of each call: the most the API allows. */
  pageSize: number;
  /** The answer's header carrying the number of items in all pages. */
  totalCountHeader?: string;
  /** Each of the route's parameters, from an item's field: { id: '_id' }. */
  params: Record<string, string>;
  /** An item's last change, for <lastmod>. */
  lastmod?: AnswerField;
  /** Items whose fields hold these values are left out (drafts). */
  exclude?: Record<string, string>;
}

/**
 * A page the shell's server renders at request time with its remote's server build (for a route
 * with parameters, or a page that shows API data): the API calls whose answers the page renders
 * from. The server makes each call anonymously, renders the page from the answers and writes them
 * into the page, where the browser's first render reads them (web-kit's firstAnswer).
 */
export interface RouteRenderSource {
  /**
   * GET paths (and queries) on the API, the route's `:parameters` filled in from the URL, exactly
   * as the page asks for them: "/getblogs/:id". A URL with a query of its own gets no server
   * render (the page asks for other data).
   */
  data: readonly string[];
  /** The answers' headers the page reads (a list's total count). */
  headers?: readonly string[];
  /**
   * A GET path on the API answering `{ version }`, a number every change to what the answers
   * hold raises (through any API instance): the shell's server keeps the rendered page while it
   * stands. Without one, the page is rendered for every request.
   */
  version?: string;
}

// A page's props differ from page to page; the list holds them all, so the type cannot be narrower.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<any>;

/** What a remote declares for one page; everything but `page` is plain data (see routes.json). */
export interface RouteDefinition {
  /** A react-router path pattern: "/blog", "/editblog/:id". */
  path: string;
  /** The page, loaded only when shown: `() => import('./pages/login-page')` (default export). */
  page: () => Promise<{ default: PageComponent }>;
  /** The document title's first part ("Sign in" shows as "Sign in | Brightwave Technologies"). */
  title: string;
  /** The page's meta description. */
  description: string;
  /** An absolute URL or a path on the site, for the Open Graph image. */
  image?: string;
  /**
   * Keeps a public page out of search results and the sitemap (sign-in and password forms); the
   * shell's server marks it `noindex`. Pages behind a sign-in are never indexed anyway.
   */
  noindex?: boolean;
  /** Default 'public'. The server enforces the same on every call the page makes. */
  access?: RouteAccess;
  /** Fixed props the page receives (one component serving several routes). */
  props?: Record<string, string>;
  /** For a route with parameters: the API call whose answer gives each page its head. */
  head?: RouteHeadSource;
  /** The API call the page makes first, which the shell's server preloads. */
  preload?: RoutePreloadSource;
  /** For a route with parameters: the API call that lists its pages for the sitemap. */
  sitemap?: RouteSitemapSource;
  /** The API calls the page is rendered from at request time, by the shell's server. */
  render?: RouteRenderSource;
}

/** One route as published in routes.json: the same data without the page's code. */
export type RouteInfo = Omit<RouteDefinition, 'page' | 'access'> & { access: RouteAccess };

/** The content of a remote's routes.json. */
export interface RoutesDocument {
  remote: string;
  routes: RouteInfo[];
}

/**
 * Keeps the well-formed entries of a route list received over the network (a remote's routes.json,
 * or the copy the shell's server wrote into the page); `onDrop` hears of each entry left out.
 */
export function validRoutes(value: unknown, onDrop?: (item: unknown) => void): RouteInfo[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item: Partial<RouteInfo> | null): item is RouteInfo => {
    const ok =
      typeof item?.path === 'string' &&
      item.path.startsWith('/') &&
      typeof item.title === 'string' &&
      typeof item.description === 'string' &&
      (ROUTE_ACCESS as readonly unknown[]).includes(item.access);
    if (!ok) onDrop?.(item);
    return ok;
  });
}

/**
 * Whether a route's page reads the same for every visitor at that URL, so its build renders it to
 * HTML for the first screen: open to anyone and without parameters (a post's page needs its data;
 * a page behind a sign-in needs the visitor). The shell preloads such a page before its first
 * render by the same rule.
 */
export function isPrerenderable(route: { path: string; access?: RouteAccess }): boolean {
  return (route.access ?? 'public') === 'public' && !/[:*]/.test(route.path);
}

/**
 * Whether the shell's server may send a route's page with its first screen: built once
 * (isPrerenderable) or rendered per request from its API data (`render`). The shell loads such a
 * page's code before its first render.
 */
export function hasFirstScreen(route: {
  path: string;
  access?: RouteAccess;
  render?: RouteRenderSource;
}): boolean {
  return isPrerenderable(route) || ((route.access ?? 'public') === 'public' && !!route.render);
}

/** Gives every remote's routes file the same shape (and type checks it). */
export function defineRoutes(routes: RouteDefinition[]): RouteDefinition[] {
  return routes;
}

/** The routes without their code, with the default access filled in. */
export function routesInfo(routes: RouteDefinition[]): RouteInfo[] {
  return routes.map(({ page: _page, access = 'public', ...info }) => ({ ...info, access }));
}

/**
 * What makes two paths the same claim: react-router matches case-insensitively, ignores a
 * trailing slash, and does not care what a parameter is called.
 */
export function routeKey(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '') || '/';
  return trimmed
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `:${segment.endsWith('?') ? '?' : ''}` : segment))
    .join('/')
    .toLowerCase();
}

export interface RouteClash {
  path: string;
  /** The remotes that claim it, in the order given; the first one wins at runtime. */
  remotes: string[];
}

/** Paths claimed by more than one remote (or twice by one), in the order the lists are given. */
export function findRouteClashes(lists: { remote: string; paths: string[] }[]): RouteClash[] {
  const owners = new Map<string, { path: string; remotes: string[] }>();
  for (const { remote, paths } of lists) {
    for (const path of paths) {
      const key = routeKey(path);
      const owner = owners.get(key);
      if (owner) owner.remotes.push(remote);
      else owners.set(key, { path, remotes: [remote] });
    }
  }
  return [...owners.values()].filter((owner) => owner.remotes.length > 1);
}
