// The shape every remote declares its pages in (mfe-<name>/src/routes.ts), and the rules the shell
// and the build share about those lists. No React and no CSS here: the build reads routes files in
// Node to write routes.json and to check that no path is claimed twice.
import type { ComponentType } from 'react';

/** Who may open a page: anyone, a signed-in user (others go to /login), or an admin. */
export type RouteAccess = 'public' | 'user' | 'admin';

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
}

/** One route as published in routes.json: the same data without the page's code. */
export type RouteInfo = Omit<RouteDefinition, 'page' | 'access'> & { access: RouteAccess };

/** The content of a remote's routes.json. */
export interface RoutesDocument {
  remote: string;
  routes: RouteInfo[];
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
