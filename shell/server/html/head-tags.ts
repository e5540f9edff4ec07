// A page's head as tags: title, description, canonical link, robots, Open Graph and Twitter card
// (the values resolved by the rules the browser uses too: src/layout/page-head.ts).
import type { ResolvedHead } from '../../src/layout/page-head';
import { escapeHtml } from './escape';

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export function headTags(page: ResolvedHead, siteName: string): string[] {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
  ];
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}">`);
  if (!page.index) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  );
  if (page.canonical) tags.push(meta('property', 'og:url', page.canonical));
  tags.push(meta('property', 'og:image', page.image.url));
  if (page.image.width && page.image.height) {
    tags.push(
      meta('property', 'og:image:width', page.image.width),
      meta('property', 'og:image:height', page.image.height),
    );
  }
  if (page.published) tags.push(meta('property', 'article:published_time', page.published));
  if (page.modified) tags.push(meta('property', 'article:modified_time', page.modified));
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image.url),
  );
  return tags;
}
