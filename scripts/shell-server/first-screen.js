// A page's first screen in its HTML, so a visitor reads it before any script has run: the site's
// frame (header, footer), rendered by the shell's server bundle for the URL, around the page as
// its remote's build rendered it (mf-manifest.json's pageAssets[path].html, fetched from the remote
// once: the file name carries its content's hash). The browser's React then renders the same page
// over it (shell/src/bootstrap.tsx). Pages without such a file, and a shell built without its
// server bundle, are sent as before: the page is drawn by the scripts.
const fs = require('node:fs');
const path = require('node:path');
const { PUBLIC_PATH_PLACEHOLDER, SERVER_DIST } = require('../webpack/server-bundle.js');
const { settleWithin } = require('./settle-within');

/** Pages' HTML and frames kept at once; past that, the cache starts over. */
const KEPT = 500;

/** A Map that starts over when full: enough for a bounded set of pages and URLs. */
function keep(map, key, value) {
  if (map.size >= KEPT) map.clear();
  map.set(key, value);
  return value;
}

/**
 * @param {{ dist: string, timeoutMs?: number, waitMs?: number }} options  dist: the shell's build;
 *   its server bundle is in the dist-server folder beside it
 */
function createFirstScreens({ dist, timeoutMs = 3_000, waitMs = 500 }) {
  const bundle = path.join(path.dirname(dist), SERVER_DIST, 'server-frame.js');
  const renderFrame = fs.existsSync(bundle) ? require(bundle).renderFrame : undefined;
  /** page HTML URL -> Promise<string | undefined> */
  const pages = new Map();
  /** page URL (path and query) -> { start, end } */
  const frames = new Map();

  function pageHtml(url) {
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
   * @param {{ url: string, remote?: { publicPath?: string }, page?: { html?: string } }} target
   */
  async function render({ url, remote, page }) {
    if (!renderFrame || !page?.html || !remote?.publicPath) return undefined;
    const html = await settleWithin(pageHtml(page.html), waitMs);
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
  function warm(remotes) {
    if (!renderFrame) return;
    for (const remote of remotes) {
      for (const page of Object.values(remote.pages ?? {})) if (page.html) void pageHtml(page.html);
    }
  }

  return { render, warm };
}

module.exports = { createFirstScreens };
