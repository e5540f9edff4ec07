// A page's head as tags: title, canonical link and the meta tags (description, robots, Open Graph
// and Twitter card) of src/layout/page-head.ts's list, which the browser keeps in step too.
import { headMeta, type ResolvedHead } from '../../src/layout/page-head';
import { escapeHtml } from './escape';

export function headTags(page: ResolvedHead, siteName: string): string[] {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    ...(page.canonical ? [`<link rel="canonical" href="${escapeHtml(page.canonical)}">`] : []),
    ...headMeta(page, siteName).flatMap(({ attribute, key, content }) =>
      content === undefined
        ? []
        : [`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`],
    ),
  ];
}
