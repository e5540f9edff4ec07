import { useEffect } from 'react';
import { useLocation } from '@brightwave/web-kit/router';
import { company } from '@brightwave/site-content';
import { headMeta, resolveHead, type DocumentHead } from './page-head';

export type { DocumentHead } from './page-head';

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
 * The URL whose head the shell's server wrote (it names the canonical URL of an indexed page; a
 * static host's index.html names none): that head is the page's already, a post's own included,
 * which the post's page may have set again before this (a child's effect runs first). Left as it
 * is until the visitor moves on.
 */
let serverHeadFor: string | undefined =
  typeof document !== 'undefined' && document.head.querySelector('link[rel="canonical"]')
    ? window.location.pathname
    : undefined;

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
    if (serverHeadFor !== undefined) {
      const first = serverHeadFor === pathname;
      serverHeadFor = undefined;
      if (first) return;
    }
    const page = resolveHead(
      { title, description, image, noindex, unknown },
      { site: company, origin: publicOrigin(), pathname },
    );
    document.title = page.title;
    // A post's dates are absent here: its page sets its own type and tags once it has loaded.
    for (const { attribute, key, content } of headMeta(page, company.name)) {
      if (content === undefined) removeMeta(attribute, key);
      else meta(attribute, key).content = content;
    }
    if (page.canonical) canonicalLink().href = page.canonical;
    else document.head.querySelector('link[rel="canonical"]')?.remove();
  }, [known, title, description, image, noindex, unknown, pathname]);
}
