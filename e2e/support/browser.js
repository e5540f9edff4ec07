import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (never a downloaded one); CHROMIUM_PATH points elsewhere. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with "apt-get update && apt-get install -y chromium", ` +
        'or set CHROMIUM_PATH to a Chromium binary. Browser tests are never skipped.',
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
