// The inline script of a page sent with its first screen: it runs the page's entry scripts once
// that screen has been painted, so no script runs before the first paint.
import { scriptJson } from './escape';

/**
 * The <template> holding a first screen's script hints (render-page.ts): inert until the loader
 * puts them in the head, so the scripts download after the first paint, side by side.
 */
export const SCRIPT_HINTS_ID = 'bw-script-hints';

/**
 * Inlined as it is written here (AFTER_FIRST_PAINT): once the first screen has been painted, its
 * high-priority images included (their files are hinted, so they download meanwhile) and the HTML
 * parsed, as `defer` would, puts the script hints of the template `hintsId` in the head and runs
 * its entry scripts, in order. After 3 s at the latest (counted from when the styles above it have
 * loaded), as a tab opened in the background paints nothing, and at once where paint timing fails.
 * Its text is the page's only executable inline script, allowed by its hash (security-headers.ts).
 */
function afterFirstPaint(scripts: string[], hintsId: string) {
  let started = false;
  function append() {
    const hints = document.getElementById(hintsId) as HTMLTemplateElement | null;
    if (hints && hints.content) document.head.appendChild(hints.content);
    scripts.forEach(function (src) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function start() {
    if (started) return;
    started = true;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', append);
    else append();
  }
  // The first screen's main images (fetchpriority high: the list's first card), when they are
  // still loading: painted too before any script runs, so the largest paint comes first.
  function afterImages() {
    const pending = [].slice
      .call(document.querySelectorAll('#root img[fetchpriority="high"]'))
      .filter(function (image: HTMLImageElement) {
        return !image.complete;
      });
    if (!pending.length) return void setTimeout(start);
    let waiting = pending.length;
    function done() {
      waiting -= 1;
      if (waiting === 0) {
        requestAnimationFrame(function () {
          setTimeout(start);
        });
      }
    }
    pending.forEach(function (image: HTMLImageElement) {
      image.addEventListener('load', done);
      image.addEventListener('error', done);
    });
  }
  setTimeout(start, 3000);
  try {
    const entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (entryTypes && entryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(afterImages);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    }
  } catch {
    start();
  }
}

export const AFTER_FIRST_PAINT = `(${afterFirstPaint.toString()})`;

/** index.html's entry script tags (`<script defer src=/main.js>`), whose src is the first group. */
export const ENTRY_SCRIPT_TAG = /<script defer src="?([^" >]+)"?><\/script>/g;

/** The entry scripts index.html loads (main.js), as written there. */
export const entryScriptSources = (template: string): string[] =>
  [...template.matchAll(ENTRY_SCRIPT_TAG)].map((m) => m[1]!);

/**
 * The text of every inline script that executes on the site's pages, exactly as renderPage writes
 * it between the tags: the first-paint loader of the template's entry scripts. The CSP allows them
 * by hash (security-headers.ts), so this is the one place that text is made.
 */
export const inlineScripts = (template: string): string[] => [
  `${AFTER_FIRST_PAINT}(${scriptJson(entryScriptSources(template))},${scriptJson(SCRIPT_HINTS_ID)})`,
];
