import { settled } from '../support/pages';
import { useSiteInBrowser } from '../support/site-in-browser';

// The shell's server names in each page's HTML what the page needs before it can draw (the shell's
// chunks; the remote's manifest, entry, routes chunk and the page's own chunks and CSS). In
// Chromium every hint is taken up by the request it stands for: each file is fetched once (a hint
// whose attributes did not match the request, e.g. a fetch without `crossorigin`, would be fetched
// a second time), and so is each style sheet the HTML links.

const live = useSiteInBrowser();

/** The preload hints of a page's HTML, and its style sheets (a page with its first screen in the
 * HTML links its styles rather than hinting them), in document order. */
function preloads(html: string) {
  return [...html.matchAll(/<link rel="(?:preload|stylesheet)"([^>]*)>/g)].map(
    ([, attributes]) => ({
      as: /as="([^"]+)"/.exec(attributes!)?.[1] ?? 'style',
      // As the browser reads the attribute (the server escapes `&` in query strings).
      href: /href="([^"]+)"/.exec(attributes!)![1]!.replace(/&amp;/g, '&'),
    }),
  );
}

describe.each(['/', '/blog'])('preload hints of %s', (pathname) => {
  it('has each hinted file fetched once', async () => {
    const html = await (await fetch(live.site.url + pathname)).text();
    const hints = preloads(html);
    // The shell's chunks, the remote's files and the page's own script and style sheet, and the
    // font its first screen is drawn in.
    expect(new Set(hints.map((hint) => hint.as))).toEqual(
      new Set(['script', 'fetch', 'style', 'font']),
    );
    const hinted = hints.map((hint) => new URL(hint.href, live.site.url).href);
    const context = await live.browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(live.site.url + pathname);
    await settled(page);
    for (const url of hinted) {
      expect({ url, fetches: requested.filter((seen) => seen === url).length }).toEqual({
        url,
        fetches: 1,
      });
    }
    await context.close();
  });
});

// Chromium leaves a paint at opacity 0 out of Largest Contentful Paint: a hero that fades in is
// missed (the metric then reports a smaller element) and the visitor waits for the fade. The
// marketing heroes' text rises in but is drawn opaque from its first frame.
it.each(['/', '/about'])(
  "draws %s's hero heading opaque from its first frame",
  async (pathname) => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const opacity = (element: Element | null): number =>
        element ? Number(getComputedStyle(element).opacity) * opacity(element.parentElement) : 1;
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('main h1');
        if (!h1) return;
        observer.disconnect();
        requestAnimationFrame(
          () => ((window as { firstOpacity?: number }).firstOpacity = opacity(h1)),
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(live.site.url + pathname);
    await settled(page);
    await page.waitForFunction(
      () => (window as { firstOpacity?: number }).firstOpacity !== undefined,
    );
    expect(await page.evaluate(() => (window as { firstOpacity?: number }).firstOpacity)).toBe(1);
    await context.close();
  },
);
