// A page's head as the site writes it, for the shell's server (a first visit's HTML) and the
// browser (every navigation after it) alike: the full title, the description, the share image
// (absolute, on the public origin), the canonical URL and whether search engines may index it.
import { SHARE_IMAGE } from '@brightwave/site-content';
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

/** One meta tag of the head: `content` undefined means the tag is absent (a page without it). */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string | undefined;
}

/**
 * Every meta tag of a page's head, in the order the shell's server writes them (server/html/
 * head-tags.ts) and the browser keeps them on each navigation (document-head.ts): the
 * description, robots, Open Graph and Twitter card tags. The title and canonical link are not
 * meta tags.
 */
export function headMeta(page: ResolvedHead, siteName: string): HeadMeta[] {
  const name = (key: string, content: string | number | undefined) =>
    ({
      attribute: 'name',
      key,
      content: content === undefined ? undefined : String(content),
    }) as const;
  const property = (key: string, content: string | number | undefined) =>
    ({
      attribute: 'property',
      key,
      content: content === undefined ? undefined : String(content),
    }) as const;
  // The share image's size is known only for the site's own.
  const size = page.image.width && page.image.height ? page.image : undefined;
  return [
    name('description', page.description),
    name('robots', page.index ? undefined : 'noindex'),
    property('og:site_name', siteName),
    property('og:type', page.type),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', page.canonical),
    property('og:image', page.image.url),
    property('og:image:width', size?.width),
    property('og:image:height', size?.height),
    property('article:published_time', page.published),
    property('article:modified_time', page.modified),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', page.title),
    name('twitter:description', page.description),
    name('twitter:image', page.image.url),
  ];
}
