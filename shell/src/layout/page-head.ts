// A page's head as the site writes it, for the shell's server (a first visit's HTML) and the
// browser (every navigation after it) alike: the full title, the description, the share image
// (absolute, on the public origin), the canonical URL and whether search engines may index it.
import type { RouteInfo } from '@brightwave/web-kit';

/** What a route (or a page's own data) says about its document. */
export interface DocumentHead {
  title?: string;
  description?: string;
  /** Open Graph image: an absolute URL or a path on the site. */
  image?: string;
  /** The image's size, when known (the site's own share image's always is). */
  imageSize?: { width: number; height: number };
  /** Kept out of search results (sign-in pages, pages behind a sign-in, not found). */
  noindex?: boolean;
  /** The path is not a page of the site (not found): no canonical URL. */
  unknown?: boolean;
  /** Open Graph type. Default 'website'. */
  type?: 'website' | 'article';
  published?: string;
  modified?: string;
}

/** The site's own share image (scripts/site-assets.js makes it), for pages that name none. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The title of the not-found page. */
export const NOT_FOUND_TITLE = 'Page not found';

/** The head a route of a remote's list gives its pages: pages behind a sign-in, and those a
 * route marks, are kept out of search results. */
export function routeHead(route: RouteInfo): DocumentHead {
  return { ...route, noindex: route.access !== 'public' || route.noindex };
}

/** The site's name and description, which titles end with and pages without one fall back to. */
export interface SiteIdentity {
  name: string;
  tagline: string;
}

/** Every value the head's tags carry, resolved. */
export interface ResolvedHead {
  title: string;
  description: string;
  image: { url: string; width?: number; height?: number };
  /** Absolute, without the query; none for a path that is no page. */
  canonical?: string;
  index: boolean;
  type: 'website' | 'article';
  published?: string;
  modified?: string;
}

/** The head of the page at `pathname`, on the public `origin`. */
export function resolveHead(
  head: DocumentHead,
  { site, origin, pathname }: { site: SiteIdentity; origin: string; pathname: string },
): ResolvedHead {
  const size = head.image ? head.imageSize : SHARE_IMAGE;
  return {
    title: head.title ? `${head.title} | ${site.name}` : site.name,
    description: head.description || site.tagline,
    image: {
      url: new URL(head.image ?? SHARE_IMAGE.path, `${origin}/`).href,
      ...(size ? { width: size.width, height: size.height } : {}),
    },
    ...(head.unknown ? {} : { canonical: `${origin}${pathname}` }),
    index: !head.noindex,
    type: head.type ?? 'website',
    ...(head.published ? { published: head.published } : {}),
    ...(head.modified ? { modified: head.modified } : {}),
  };
}
