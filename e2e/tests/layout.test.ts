import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/live-site';
import { settled } from '../support/pages';
import { useSiteInBrowser, VIEWPORTS, type ViewportKind } from '../support/site-in-browser';

// The frame a first visit sees: no layout shift while the page's remote loads, and the footer kept
// below the first viewport while it does. Timings of the page: `npm test` runs this file alone
// (scripts/test.js). The frame's controls are checked in frame-controls.test.ts.

const CLS_BUDGET = 0.02;
const live = useSiteInBrowser();

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

/** Records every layout shift not caused by recent input, from the first paint on. */
function recordLayoutShifts() {
  window.layoutShifts = [];
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
      : `${node?.nodeName ?? 'removed node'}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: entry.sources.map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chromium reports it: the largest session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      current = 0;
      start = shift.time;
    }
    current += shift.value;
    last = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Two animation frames: what was scheduled has been laid out and painted. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

describe('layout shift (CLS) of a first visit', () => {
  const pages = ['/', '/about', '/products', '/contactus', '/allservices', '/blog'];
  const cases = (Object.keys(VIEWPORTS) as ViewportKind[]).flatMap((kind) =>
    pages.map((url) => ({ kind, url })),
  );

  it.each(cases)(`$url on $kind stays at or under ${CLS_BUDGET}`, async ({ kind, url }) => {
    const context = await live.newContext(kind);
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    await page.goto(live.site.url + url);
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    // A short settle: late images, the web font and entry animations have landed.
    await page.waitForTimeout(500);
    await frames(page);
    const shifts = await page.evaluate(() => window.layoutShifts);
    const cls = cumulativeLayoutShift(shifts);
    const detail = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('\n');
    // Within budget, or the shifts and what moved, to name the culprit.
    expect(cls <= CLS_BUDGET ? 'within budget' : `CLS ${cls.toFixed(4)}:\n${detail}`).toBe(
      'within budget',
    );
    await context.close();
  });

  it.each(Object.keys(VIEWPORTS) as ViewportKind[])(
    'keeps the footer out of the first viewport while the page loads (%s)',
    async (kind) => {
      const context = await live.newContext(kind);
      const page = await context.newPage();
      // Hold the page's remote back, to see the loading state.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/remoteEntry\.js/, async (route) => {
        await held;
        await route.continue();
      });
      // A page with parameters: its first screen is not in the HTML, so its slot loads. Not
      // waiting for "load": when the shell asks for the held remote before the document has
      // loaded (a busy machine), the load event waits for that script too.
      await page.goto(`${live.site.url}/appproduct/1`, { waitUntil: 'domcontentloaded' });
      await page.locator('header nav[aria-label="Main"]').waitFor({ state: 'attached' });
      await page.getByRole('status').first().waitFor();
      await frames(page);
      const { footerTop, viewport } = await page.evaluate(() => ({
        footerTop: document.querySelector('footer')!.getBoundingClientRect().top,
        viewport: window.innerHeight,
      }));
      expect(footerTop).toBeGreaterThanOrEqual(viewport);
      await saveScreenshot(page, `layout-loading-${kind}`);
      release();
      await settled(page);
      await saveScreenshot(page, `layout-loaded-${kind}`);
      await context.close();
    },
  );
});
