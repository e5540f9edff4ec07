import { runAfterPaint, settled, waitingScriptHints } from '../support/pages';
import { useSiteInBrowser } from '../support/site-in-browser';

// A page's first screen comes in its HTML: the shell's server sends the frame (header, footer)
// around the page as its remote's build rendered it, with the styles it needs linked, so a visitor
// reads the page before any script has run (and a crawler reads it without running any). The
// scripts then draw the same page in its place, without a loading slot or a shift in between.

const live = useSiteInBrowser();

/** The served HTML's root element, as sent. */
async function root(pathname: string) {
  const html = await (await fetch(live.site.url + pathname)).text();
  return { html, root: /<div id="?root"?>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '' };
}

describe.each([
  ['/', 'We design and build software that moves your business forward'],
  ['/about', 'A software partner that thinks like a founder'],
  ['/contactus', "Let's talk about your project"],
])('the first screen of %s', (pathname, heading) => {
  it('is in the HTML: frame, page heading, its styles linked, scripts after them', async () => {
    const { html, root: content } = await root(pathname);
    expect(content).toContain('data-first-screen');
    expect(content).toMatch(/<header/);
    expect(content).toMatch(new RegExp(`<main id="main"[^>]*data-path="${pathname}"`));
    expect(content.replace(/&#x27;|&#39;/g, "'")).toContain(heading);
    expect(content).toMatch(/<footer/);
    // The remote's own files are named with its address, not the build's placeholder.
    expect(html).not.toContain('__BW_PUBLIC_PATH__');
    expect(html).not.toContain('This site needs JavaScript');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets.some((href) => href!.startsWith('/'))).toBe(true); // the shell's
    expect(sheets.some((href) => href!.startsWith(live.site.remoteUrl('marketing')))).toBe(true);
    // The first paint waits for no script and shares the network with none: the script hints
    // (low priority) wait in a template that the page's loader puts in the head once the page
    // has painted, and then it runs the entry script.
    const hints = [...html.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map((m) => m[0]);
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints) expect(hint).toContain('fetchpriority="low"');
    const waiting = waitingScriptHints(html);
    expect(waiting).toBe(hints.join(''));
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(runAfterPaint(html)).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/)]);
  });

  it('reads without JavaScript, as it will look with it', async () => {
    const shots: Buffer[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await live.browser.newContext({
        viewport: { width: 375, height: 667 },
        javaScriptEnabled,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(live.site.url + pathname);
      if (javaScriptEnabled) await settled(page);
      const h1 = page.locator('main h1');
      await expect(h1.textContent()).resolves.toBe(heading);
      await expect(h1.isVisible()).resolves.toBe(true);
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Brightwave Software services that scale with you\W+home$/ })
          .isVisible(),
      ).resolves.toBe(true);
      // Every id once (labels, ARIA references and the logo's gradient rely on it).
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll('[id]')].map((element) => element.id),
      );
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      shots.push(await page.locator('main h1').screenshot());
      await context.close();
    }
    // The same heading in the same place and size, drawn once from the HTML and once by React.
    expect(shots[0]!.equals(shots[1]!)).toBe(true);
  });
});

it('is drawn again by the scripts without a loading slot, a shift or an error', async () => {
  const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(() => {
    const seen = { spinner: false, shift: 0 };
    (window as { seen?: typeof seen }).seen = seen;
    // The loading slot: a status that says "Loading" (the page's own live regions say other things).
    new MutationObserver(() => {
      const statuses = document.querySelectorAll('main [role="status"]');
      if ([...statuses].some((status) => status.textContent?.includes('Loading'))) {
        seen.spinner = true;
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // When the shell's entry script joins the document.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('script[src^="/main."]')) return;
      observer.disconnect();
      (window as { seenEntry?: number }).seenEntry = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${live.site.url}/contactus`);
  await settled(page);
  // The entry script was added (and so ran) only once the first screen had been painted.
  const { paint, entryAdded } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    entryAdded: (window as { seenEntry?: number }).seenEntry,
  }));
  expect(entryAdded).toBeGreaterThanOrEqual(paint);
  const seen = await page.evaluate(() => (window as { seen?: object }).seen);
  expect(seen).toEqual({ spinner: false, shift: expect.any(Number) as number });
  expect((seen as { shift: number }).shift).toBeLessThanOrEqual(0.02);
  await expect(page.locator('main h1').count()).resolves.toBe(1);
  // The page works: the form answers the visitor (its own client-side checks, whose schema loads
  // once the visitor starts on the form).
  await page.getByRole('button', { name: /send/i }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('is not sent for a page that needs its data (a post), which the scripts draw', async () => {
  const { root: content } = await root('/blogDetails/0123456789abcdef01234567');
  expect(content.trim()).toBe('');
});
