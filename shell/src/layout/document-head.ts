import { useEffect } from 'react';
import { company } from '@brightwave/site-content';

/** What a route says about its document (from the remote's route list). */
export interface DocumentHead {
  title?: string;
  description?: string;
  /** Open Graph image: an absolute URL or a path on the site. */
  image?: string;
}

function meta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  return element;
}

// The site's own description, for pages that give none: what the shell's server writes for them
// (not the document's first description, which that server wrote for the page first visited).
const SITE_DESCRIPTION = company.tagline;

/** Sets the document title, the meta description and the Open Graph tags; no head, no change. */
export function useDocumentHead(head: DocumentHead | undefined) {
  const { title, description, image } = head ?? {};
  const known = head !== undefined;
  useEffect(() => {
    if (!known) return;
    const descriptionTag = meta('name', 'description');
    const fullTitle = title ? `${title} | ${company.name}` : company.name;
    const text = description || SITE_DESCRIPTION;
    document.title = fullTitle;
    descriptionTag.content = text;
    meta('property', 'og:title').content = fullTitle;
    meta('property', 'og:description').content = text;
    const imageTag = meta('property', 'og:image');
    if (image) imageTag.content = new URL(image, window.location.origin).href;
    else imageTag.remove();
  }, [known, title, description, image]);
}
