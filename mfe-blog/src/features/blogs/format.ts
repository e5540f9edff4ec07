import { BLOG_LIST_CATEGORY_LABEL, TEXTS } from '@brightwave/contracts';

/**
 * A post's date as the blog shows it: long month, day, year ("March 4, 2025"), in UTC, so the
 * page the server rendered and the browser's render of it read the same day anywhere.
 */
export function blogDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function readingLabel(minutes: number): string {
  return `${Math.max(1, minutes)} min read`;
}

export function authorLabel(name: string | undefined): string {
  return name?.trim() || TEXTS.blogs.anonymous;
}

export { BLOG_LIST_CATEGORY_LABEL };
