// The files and API answers a page will ask for, hinted in its head so the browser fetches them
// with the HTML instead of one round trip after another.
import type { PageFiles, RemoteState } from '../remote-catalog';
import { escapeHtml } from './escape';

export interface Preload {
  as: 'script' | 'style' | 'font' | 'fetch' | 'image';
  href: string;
  priority?: 'high' | 'low';
  /** Linked as a stylesheet rather than hinted (a first screen needs its styles to paint). */
  stylesheet?: boolean;
}

/**
 * The files the page's remote will ask for: its manifest, entry and route list code, then the
 * page's own chunks and their CSS (`pageAssets` in the manifest), which the runtime would
 * otherwise request only once all of those had run.
 */
export function remotePreloads(
  found: { remote: RemoteState; route: { path: string } } | undefined,
): Preload[] {
  if (!found?.remote.known) return [];
  const { remote } = found;
  const page: PageFiles = remote.pages?.[found.route.path] ?? { js: [], css: [] };
  return [
    { as: 'fetch', href: remote.entry },
    ...(remote.remoteEntry ? [{ as: 'script' as const, href: remote.remoteEntry }] : []),
    ...(remote.scripts ?? []).map((href) => ({ as: 'script' as const, href })),
    ...page.css.map((href) => ({ as: 'style' as const, href })),
    ...page.js.map((href) => ({ as: 'script' as const, href })),
  ];
}

/** The API's origin, to which the page connects early. */
export const preconnectTag = (apiUrl: string): string =>
  `<link rel="preconnect" href="${escapeHtml(new URL(apiUrl).origin)}" crossorigin>`;

/** One hint as a <link>. */
export function preloadTag(preload: Preload): string {
  const href = escapeHtml(preload.href);
  if (preload.stylesheet) return `<link rel="stylesheet" href="${href}">`;
  // A fetch or a font is a CORS request: `crossorigin` makes the hint match it.
  const cors = preload.as === 'fetch' || preload.as === 'font';
  const extra = `${cors ? ' crossorigin' : ''}${preload.priority ? ` fetchpriority="${preload.priority}"` : ''}`;
  return `<link rel="preload" as="${preload.as}" href="${href}"${extra}>`;
}
