import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { TestSmtpServer } from '../../api/test/smtp';
import { launchChromium } from './browser';
import { startApiRelay, type ApiRelay } from './marketing';
import { repoRoot, startApi, startSite, type ApiProcess, type Site } from './site';

/** Where the browser tests write their screenshots. */
export const artifacts = path.join(repoRoot, '.artifacts/screenshots');

/**
 * Saves what `target` shows (the viewport, the whole page, or one element) as `<name>.png` in the
 * artifacts folder, for people to look at. Taken through CDP with `optimizeForSpeed`, which
 * Playwright does not expose: Chromium then compresses the PNG lightly, for about a third of the
 * CPU of Playwright's PNG of a viewport (about half for a whole page), over some 110 screenshots a
 * run. As Playwright does, it waits for the web fonts; `animations: 'disabled'` takes finite
 * animations (entrances) to their end. Screenshots compared pixel by pixel use Playwright's own.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false, animations }: { fullPage?: boolean; animations?: 'disabled' } = {},
): Promise<void> {
  const page = 'goto' in target ? target : target.page();
  if (animations === 'disabled') {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const end = animation.effect?.getComputedTiming().endTime;
        if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
      }
    });
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  try {
    let clip: { x: number; y: number; width: number; height: number; scale: 1 } | undefined;
    if (!('goto' in target)) {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error(`${name}: the element to capture is not visible.`);
      const { pageX, pageY } = (await cdp.send('Page.getLayoutMetrics')).cssVisualViewport;
      // Whole pixels around the element, as Playwright takes it.
      const x = Math.floor(box.x + pageX);
      const y = Math.floor(box.y + pageY);
      const width = Math.ceil(box.x + pageX + box.width) - x;
      const height = Math.ceil(box.y + pageY + box.height) - y;
      clip = { x, y, width, height, scale: 1 };
    } else if (fullPage) {
      const { width, height } = (await cdp.send('Page.getLayoutMetrics')).cssContentSize;
      clip = { x: 0, y: 0, width, height, scale: 1 };
    }
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      // Beyond the viewport: a whole page, or an element taller than the screen.
      ...(clip && { clip, captureBeyondViewport: true }),
    });
    fs.mkdirSync(artifacts, { recursive: true });
    fs.writeFileSync(path.join(artifacts, `${name}.png`), Buffer.from(data, 'base64'));
  } finally {
    await cdp.detach();
  }
}

export interface LiveSite {
  browser: Browser;
  site: Site;
  api: ApiProcess;
  /** Between the site and the API: set `relay.target = undefined` to play "API down". */
  relay: ApiRelay;
}

export interface LiveSiteWithSmtp extends LiveSite {
  /** The real SMTP server the API sends to. */
  smtp: TestSmtpServer;
}

export interface LiveSiteOptions {
  /** Starts a real SMTP server and gives the API its address (SMTP_URL). */
  smtp?: boolean;
  /** The test's own API environment, given the started site (its origin is already allowed). */
  apiEnv?: (site: Site) => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>;
}

/**
 * The built site, the built API (its own embedded database) behind a relay, optionally a real
 * SMTP server, and Chromium: started in a beforeAll and stopped in an afterAll that this
 * registers. The returned object is filled in by that beforeAll.
 *
 * The site talks to the API through a relay with a fixed address, so the API can be started with
 * the site's origin allowed (SITE_ORIGINS) while the site already knows where the API is.
 */
export function useLiveSite(options: LiveSiteOptions & { smtp: true }): LiveSiteWithSmtp;
export function useLiveSite(options?: LiveSiteOptions): LiveSite;
export function useLiveSite({ smtp, apiEnv }: LiveSiteOptions = {}): Partial<LiveSiteWithSmtp> {
  const live: Partial<LiveSiteWithSmtp> = {};

  beforeAll(async () => {
    if (smtp) {
      live.smtp = new TestSmtpServer();
      await live.smtp.start();
    }
    live.relay = await startApiRelay();
    live.site = await startSite({ apiUrl: live.relay.url });
    const env: NodeJS.ProcessEnv = {
      SITE_ORIGINS: live.site.url,
      ...(live.smtp && { SMTP_URL: live.smtp.url }),
      ...(await apiEnv?.(live.site)),
    };
    [live.browser, live.api] = await Promise.all([launchChromium(), startApi(env)]);
    live.relay.target = live.api.url;
  });

  afterAll(async () => {
    await stopLiveSite(live);
    await live.smtp?.stop();
  });

  return live;
}

/** Stops what of a live site has started: Chromium, the site, the relay, the API. */
export async function stopLiveSite(live: Partial<LiveSite>): Promise<void> {
  await live.browser?.close();
  await live.site?.close();
  await live.relay?.close();
  await live.api?.stop();
}
