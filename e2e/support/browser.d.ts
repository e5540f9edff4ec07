import type { Browser, BrowserServer } from 'playwright-core';

export interface ChromiumChoice {
  /** Debian's full browser, as a visitor runs it (the benchmarks), not its headless shell. */
  fullBrowser?: boolean;
}

export const CHROMIUM_FLAGS: string[];
export function chromiumPath(options?: ChromiumChoice): string;
export function ensureChromium(log?: (line: string) => void): string;
export function launchChromium(options?: ChromiumChoice): Promise<Browser>;
export function startSharedChromium(): Promise<BrowserServer>;
