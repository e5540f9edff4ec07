import { useEffect } from 'react';
import { company } from '@brightwave/site-content';
import { API_PATHS } from '@brightwave/contracts';
import { apiUrl } from '@brightwave/web-kit';

export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute URL of the Open Graph image. */
  image?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Title, description and Open Graph tags of the page while it is shown. */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  useEffect(() => {
    if (title === undefined) return;
    document.title = `${title} | ${company.name}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'article');
    setMeta('property', 'og:image', image);
  }, [title, description, image]);
}

/** An RSS feed of the API (the blog's, a tag's, an author's), linked for feed readers. */
export function useFeedLink(path: string = API_PATHS.rss, title = `${company.name} Blog`): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = title;
    // Read in the browser: the API's address is runtime config, which a build has not got.
    link.href = apiUrl(path);
    document.head.append(link);
    return () => link.remove();
  }, [path, title]);
}
