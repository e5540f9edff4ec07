// A page's first screen in its HTML, so a visitor reads it before any script has run: the site's
// frame (header, footer), rendered for the URL by the shell's own code (src/server-frame.tsx,
// built into the same Node bundle as this server), around the page as its remote's build rendered
// it (mf-manifest.json's pageAssets[path].html, fetched from the remote once: the file name
// carries its content's hash), or as its remote's server build rendered it for this request
// (server-renders.ts). The browser's React then renders the same page over it
// (src/bootstrap.tsx). Pages without such a file are sent as before: drawn by the scripts.
// Where a remote's server-rendered HTML names its own files: replaced by the remote's public
// URL, which a remote learns only at runtime.
import { PUBLIC_PATH_PLACEHOLDER } from '@brightwave/build-output';
import { settleWithin } from './settle-within';

/** Pages' HTML and frames kept at once; past that, the oldest goes. */
const KEPT = 500;

/** A Map bounded by dropping its oldest entry: many new URLs never empty it at once. */
function keep<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= KEPT) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

export type RenderFrame = (url: string) => { start: string; end: string };

export type FirstScreens = ReturnType<typeof createFirstScreens>;

/** `renderFrame`: the site's frame for a URL; without it no page gets a first screen. */
export function createFirstScreens({
  renderFrame,
  timeoutMs = 3_000,
  waitMs = 500,
}: {
  renderFrame?: RenderFrame;
  timeoutMs?: number;
  waitMs?: number;
}) {
  /** page HTML URL -> its HTML (undefined: not to be had) */
  const pages = new Map<string, Promise<string | undefined>>();
  /** page URL (path and query) -> its frame */
  const frames = new Map<string, { start: string; end: string }>();

  function pageHtml(url: string): Promise<string | undefined> {
    return (
      pages.get(url) ??
      keep(
        pages,
        url,
        fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
          .then((response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.text();
          })
          .catch(() => {
            // Down or mid-deploy: this page is drawn by the scripts, and asked for again next time.
            pages.delete(url);
            return undefined;
          }),
      )
    );
  }

  /**
   * The HTML inside the root element for `url`, or undefined (no first screen for that page, or
   * its file is slow to come: the page goes out on time without it).
   */
  async function render({
    url,
    remote,
    page,
    rendered,
  }: {
    url: string;
    remote?: { publicPath?: string };
    page?: { html?: string };
    /** The page as rendered for this request (server-renders.ts), instead of its built HTML. */
    rendered?: string;
  }): Promise<string | undefined> {
    if (!renderFrame || !remote?.publicPath) return undefined;
    const html =
      rendered ?? (page?.html ? await settleWithin(pageHtml(page.html), waitMs) : undefined);
    if (html === undefined) return undefined;
    let frame = frames.get(url);
    if (!frame) {
      try {
        frame = keep(frames, url, renderFrame(url));
      } catch (error) {
        // A bug in the frame's server rendering costs the first screen, never the page.
        console.error(`The frame of ${url} could not be rendered:`, error);
        return undefined;
      }
    }
    return frame.start + html.replaceAll(PUBLIC_PATH_PLACEHOLDER, remote.publicPath) + frame.end;
  }

  /** Fetches every known page's HTML now (at startup, so the first visitor does not wait). */
  function warm(remotes: readonly { pages?: Record<string, { html?: string }> }[]) {
    if (!renderFrame) return;
    for (const remote of remotes) {
      for (const page of Object.values(remote.pages ?? {})) if (page.html) void pageHtml(page.html);
    }
  }

  return { render, warm };
}
