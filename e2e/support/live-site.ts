import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { TestSmtpServer } from '../../api/test/smtp';
import { launchChromium } from './browser';
import { startApiRelay, type ApiRelay } from './marketing';
import { repoRoot, startApi, startSite, type ApiProcess, type Site } from './site';

/** Where the browser tests write their screenshots. */
export const artifacts = path.join(repoRoot, '.artifacts/screenshots');

/**
 * Saves what `target` shows as `<name>.jpg` in the artifacts folder, for people to look at. JPEG:
 * Chromium encodes a viewport's JPEG in about a fifth of the CPU of its PNG (a whole page in about
 * half), over some 150 screenshots a run. Screenshots compared pixel by pixel stay PNG.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: Pick<PageScreenshotOptions, 'fullPage' | 'animations'> = {},
): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await target.screenshot({
    ...options,
    path: path.join(artifacts, `${name}.jpg`),
    type: 'jpeg',
    quality: 85,
  });
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
    await live.browser?.close();
    await live.site?.close();
    await live.relay?.close();
    await live.api?.stop();
    await live.smtp?.stop();
  });

  return live;
}
