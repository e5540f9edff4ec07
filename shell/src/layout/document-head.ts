import { useEffect } from 'react';
import { useLocation } from '@brightwave/web-kit/router';
import { company } from '@brightwave/site-content';

/** What a route says about its document (from the remote's route list). */
export interface DocumentHead {
  title?: string;
  description?: string;
  /** Open Graph image: an absolute URL or a path on the site. */
  image?: string;
  /** Kept out of search results (sign-in pages, pages behind a sign-in, not found). */
  noindex?: boolean;
  /** The path is not a page of the site (not found): no canonical URL. */
  unknown?: boolean;
}

// The site's own description and share image, for pages that give none: what the shell's server
// writes for them (scripts/site-assets.js makes the image), not what it wrote for the page first
// visited.
const SITE_DESCRIPTION = company.tagline;
const SHARE_IMAGE_PATH = '/og-image.png';
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

function meta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  return element;
}

function removeMeta(attribute: 'name' | 'property', key: string) {
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
}

function canonicalLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  return link;
}

let siteOrigin: string | undefined;

/** The public origin (SITE_URL): the one the shell's server wrote into the first page's canonical
 * or og:url; this page's own origin on a static host, which writes neither. */
function publicOrigin(): string {
  siteOrigin ??= new URL(
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
      document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content ??
      window.location.href,
  ).origin;
  return siteOrigin;
}

/**
 * Keeps the head in step with the current page on every navigation, as the shell's server writes
 * it for a first visit: title, description, canonical link and og:url (absolute, on the public
 * origin, without the query), robots, Open Graph and Twitter card tags. No head, no change.
 */
export function useDocumentHead(head: DocumentHead | undefined) {
  const { title, description, image, noindex = false, unknown = false } = head ?? {};
  const known = head !== undefined;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!known) return;
    const origin = publicOrigin();
    const fullTitle = title ? `${title} | ${company.name}` : company.name;
    const text = description || SITE_DESCRIPTION;
    const imageUrl = new URL(image ?? SHARE_IMAGE_PATH, `${origin}/`).href;
    document.title = fullTitle;
    meta('name', 'description').content = text;
    for (const [attribute, prefix] of [
      ['property', 'og'],
      ['name', 'twitter'],
    ] as const) {
      meta(attribute, `${prefix}:title`).content = fullTitle;
      meta(attribute, `${prefix}:description`).content = text;
      meta(attribute, `${prefix}:image`).content = imageUrl;
    }
    meta('property', 'og:type').content = 'website';
    // The share image's size is known only for the site's own.
    if (image) {
      removeMeta('property', 'og:image:width');
      removeMeta('property', 'og:image:height');
    } else {
      meta('property', 'og:image:width').content = String(SHARE_IMAGE_SIZE.width);
      meta('property', 'og:image:height').content = String(SHARE_IMAGE_SIZE.height);
    }
    // A post's dates (its page sets its own type and tags once it has loaded).
    removeMeta('property', 'article:published_time');
    removeMeta('property', 'article:modified_time');
    if (noindex) meta('name', 'robots').content = 'noindex';
    else removeMeta('name', 'robots');
    if (unknown) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      removeMeta('property', 'og:url');
    } else {
      const url = `${origin}${pathname}`;
      canonicalLink().href = url;
      meta('property', 'og:url').content = url;
    }
  }, [known, title, description, image, noindex, unknown, pathname]);
}
