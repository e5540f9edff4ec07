import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './browser';
import { startSite, type Site } from './site';

/** A phone and a desktop screen, as the frame's tests see the site. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 667 },
  desktop: { width: 1280, height: 800 },
};
export type ViewportKind = keyof typeof VIEWPORTS;

export interface SiteInBrowser {
  browser: Browser;
  site: Site;
  /** A new context at one of VIEWPORTS, touch and mobile on the phone. */
  newContext(kind: ViewportKind): Promise<BrowserContext>;
}

/**
 * The built site without an API (its pages that need one show their could-not-load state) and
 * Chromium: started in a beforeAll and stopped in an afterAll that this registers. The returned
 * object is filled in by that beforeAll.
 */
export function useSiteInBrowser(): SiteInBrowser {
  const live = {
    newContext(kind: ViewportKind) {
      const mobile = kind === 'mobile';
      return live.browser.newContext({
        viewport: VIEWPORTS[kind],
        isMobile: mobile,
        hasTouch: mobile,
      });
    },
  } as SiteInBrowser;

  beforeAll(async () => {
    [live.browser, live.site] = await Promise.all([launchChromium(), startSite()]);
  });

  afterAll(async () => {
    await live.site?.close();
    await live.browser?.close();
  });

  return live;
}
