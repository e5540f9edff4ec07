import { saveScreenshot } from '../support/live-site';
import { settled } from '../support/pages';
import { reusedPages } from '../support/reused-pages';
import { useSiteInBrowser } from '../support/site-in-browser';

// The frame's controls on every page: a chat button that never sits on a control, the header's
// Services menu by keyboard, and visible focus rings.

const live = useSiteInBrowser();

describe('the chat button never covers a control (small screens)', () => {
  const widths = [360, 375, 390, 414];

  // One page per width, each case a real load of its document.
  const pages = reusedPages(async (width: number) => {
    const context = await live.browser.newContext({ viewport: { width, height: 740 } });
    return context.newPage();
  });
  afterAll(() => pages.close());

  /** What the chat button covers on `url` at `width`, and whether it shows at the page's top. */
  async function check(url: string, width: number) {
    const { page } = await pages.load(width, live.site.url + url);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const covered = await page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const launcher = document.querySelector<HTMLElement>('button[aria-label="Open chat"]')!;
      const settle = async () => {
        await frame();
        await frame();
        while (launcher.getAnimations().some((animation) => animation.playState === 'running'))
          await frame();
      };
      const visible = (element: Element) =>
        element.getBoundingClientRect().width > 0 && !element.closest('[aria-hidden="true"]');
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'main :is(input, select, textarea, button), footer a',
        ),
      ].filter((control) => control.tabIndex >= 0 && visible(control));
      const copyright = [...document.querySelectorAll('footer p')].find((p) =>
        p.textContent?.includes('©'),
      )!;
      const problems: string[] = [];
      // Each control scrolled to where it enters the view from below: the button's corner. Its
      // centre and both ends (at mid-height) must be the control itself.
      for (const element of [...controls, copyright]) {
        element.scrollIntoView({ block: 'end', behavior: 'instant' });
        await settle();
        const rect = element.getBoundingClientRect();
        const y = rect.top + rect.height / 2;
        for (const x of [rect.left + 4, rect.left + rect.width / 2, rect.right - 4]) {
          const hit = document.elementFromPoint(x, y);
          if (hit !== element && !element.contains(hit)) {
            const name =
              element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30) ?? '';
            problems.push(
              `${element.tagName.toLowerCase()} "${name}" at x=${Math.round(x)}: ${hit?.outerHTML.slice(0, 80)}`,
            );
          }
        }
      }
      return { checked: controls.length, problems };
    });
    // The button is still there for the visitor where nothing is under it: the page's top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const shownAtTop = await page.getByRole('button', { name: 'Open chat' }).isVisible();
    if (width === 375) {
      await saveScreenshot(page, `chat-button${url.replace('/', '-')}-375`);
    }
    return { controlsChecked: covered.checked > 0, covered: covered.problems, shownAtTop };
  }

  // The four widths side by side: each mostly waits for frames while it scrolls.
  it.each(['/contactus', '/forminfo', '/question', '/login'])(
    `%s at ${widths.join(', ')} px`,
    async (url) => {
      const found = await Promise.all(widths.map((width) => check(url, width)));
      const fine = { controlsChecked: true, covered: [], shownAtTop: true };
      const byWidth = (results: unknown[]) =>
        Object.fromEntries(widths.map((width, index) => [`${width} px`, results[index]]));
      expect(byWidth(found)).toEqual(byWidth(widths.map(() => fine)));
    },
  );
});

it("steps aside from an alert the visitor must read: /blog's could-not-load message", async () => {
  const context = await live.browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  // The list's request fails as it would with the connection gone.
  await page.route('**/getblogs?**', (route) => route.abort('internetdisconnected'));
  await page.goto(`${live.site.url}/blog`);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the blogs.' });
  await alert.waitFor();
  await alert.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await launcher.waitFor();
  // Where the button rests once it has come in (and slid aside, if it does): nothing of it over
  // the message.
  const resting = await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const button = document.querySelector<HTMLElement>('button[aria-label="Open chat"]')!;
    for (let frames = 0; frames < 10; frames += 1) await frame();
    while (button.getAnimations().some((animation) => animation.playState === 'running'))
      await frame();
    const message = document.querySelector('[role="alert"]')!.getBoundingClientRect();
    const apart = (a: DOMRect, b: DOMRect) =>
      a.right <= b.left || a.left >= b.right || a.bottom <= b.top || a.top >= b.bottom;
    const spot = button.closest('[data-aside]')!;
    return {
      // The button's resting place lies over the message, so it has something to step aside from.
      spotOverMessage: !apart(spot.getBoundingClientRect(), message),
      aside: spot.getAttribute('data-aside'),
      buttonOverMessage: !apart(button.getBoundingClientRect(), message),
    };
  });
  expect(resting).toEqual({ spotOverMessage: true, aside: 'true', buttonOverMessage: false });
  await saveScreenshot(page, 'chat-button-blog-alert-375');
  await context.close();
});

describe('header Services menu by keyboard (WAI-ARIA menu button)', () => {
  it('opens, moves, closes and lets Tab move on', async () => {
    const context = await live.newContext('desktop');
    const page = await context.newPage();
    await page.goto(`${live.site.url}/about`);
    await settled(page);
    const button = page.getByRole('button', { name: 'Services' });
    const menu = page.getByRole('menu', { name: 'Services' });
    const items = menu.getByRole('menuitem');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await expect(button.getAttribute('aria-haspopup')).resolves.toBe('true');

    // Reach it by keyboard from the brand.
    await page.getByRole('link', { name: /home$/ }).first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('Services');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(items.count()).resolves.toBe(4);
    await expect(focused()).resolves.toBe('AI');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('Web Development');
    await page.keyboard.press('End');
    await expect(focused()).resolves.toBe('Game Development');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('AI');
    await page.keyboard.press('ArrowUp');
    await expect(focused()).resolves.toBe('Game Development');
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toBe('AI');
    await saveScreenshot(page, 'services-menu-keyboard-1280');

    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(focused()).resolves.toBe('Services');

    await page.keyboard.press('Space');
    await expect(focused()).resolves.toBe('AI');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('AI');
    // Tab moves on to the next link; the menu closes as focus leaves it.
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('Product');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    // Enter on an item follows it.
    await button.focus();
    await page.keyboard.press('ArrowUp');
    await expect(focused()).resolves.toBe('Game Development');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services/game-development');
    await settled(page);

    // A click outside closes it.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.isVisible()).resolves.toBe(true);
    await page.locator('main h1').click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b2] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b2!);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('focus ring', () => {
  it.each(['mobile', 'desktop'] as const)(
    'the blue call to action shows a two-tone ring by keyboard (%s)',
    async (kind) => {
      const context = await live.newContext(kind);
      const page = await context.newPage();
      await page.goto(`${live.site.url}/`);
      await settled(page);
      const cta = page.locator('main').getByRole('link', { name: 'Contact us' }).first();
      // Tab until the call to action has focus: keyboard focus, so :focus-visible applies.
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        if (await cta.evaluate((element) => element === document.activeElement)) break;
      }
      const ring = await cta.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(':focus-visible'),
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
          outlineColor: style.outlineColor,
          boxShadow: style.boxShadow,
          background: style.backgroundColor,
        };
      });
      expect(ring.focusVisible).toBe(true);
      expect(ring.outlineStyle).toBe('solid');
      expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
      // The white halo next to the button and the dark outline around it.
      const halo = /rgb\(255, 255, 255\)/.exec(ring.boxShadow)?.[0];
      expect(halo).toBeDefined();
      expect(contrast(halo!, ring.background)).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.outlineColor, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
      await saveScreenshot(cta, `cta-focus-${kind}`);
      await context.close();
    },
  );
});
