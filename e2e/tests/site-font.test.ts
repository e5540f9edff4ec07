import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../support/browser';

// The site font's Latin face is trimmed at build time (scripts/webpack/font-subset-loader.js) to
// the weights the design tokens use (its weight axis spans 400-800). In Chromium the built face
// draws text at each of those weights as @fontsource's original does: the same glyphs, the same
// widths (to a fraction of a pixel a line), the same shapes but for anti-aliasing.

const original = path.join(
  path.dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files/inter-latin-wght-normal.woff2',
);
const assets = path.join(__dirname, '../../shell/dist/assets');
const built = fs
  .readdirSync(assets)
  .find((file) => /^inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/.test(file));
const TEXT =
  'Brightwave builds software: 0123456789 — “Café”, naïve & fiancé’s résumé! AVATAR fi ffl';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** TEXT in `font` at each weight from 400 to 800: each line's width, and a screenshot. */
async function draw(font: Buffer) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 200 } });
  const weights = [400, 500, 600, 700, 800];
  await page.setContent(
    `<style>@font-face{font-family:T;font-weight:100 900;src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}` +
      `body{margin:8px;font:20px/1.6 T,monospace}</style>` +
      weights
        .map((weight) => `<div><span style="font-weight:${weight}">${TEXT}</span></div>`)
        .join(''),
  );
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => document.fonts.check('20px T'));
  const widths = await page.evaluate(() =>
    [...document.querySelectorAll('span')].map((span) => span.getBoundingClientRect().width),
  );
  const pixels = await sharp(await page.screenshot())
    .raw()
    .toBuffer();
  await page.close();
  return { loaded, widths, pixels };
}

it('is smaller than the original and draws 400-800 as it does', async () => {
  expect(built).toBeDefined();
  const trimmed = fs.readFileSync(path.join(assets, built!));
  const full = fs.readFileSync(original);
  expect(trimmed.length).toBeLessThan(full.length * 0.8);
  const [a, b] = [await draw(full), await draw(trimmed)];
  expect([a.loaded, b.loaded]).toEqual([true, true]);
  // The same glyphs at the same weights: every line as wide, to a fraction of a pixel over 850
  // (400 and 800 exactly; between them the re-spanned weight axis rounds advances by up to
  // 0.15 px a line). A glyph drawn in the fallback, or a weight out of the face's range, would
  // change a line's width by several pixels.
  expect(new Set(a.widths).size).toBe(5);
  a.widths.forEach((width, line) => expect(Math.abs(b.widths[line]! - width)).toBeLessThan(0.5));
  expect([b.widths[0], b.widths[4]]).toEqual([a.widths[0], a.widths[4]]);
  // The same shapes: only anti-aliasing may differ, on a few edge pixels (0.5% here).
  const differing = a.pixels.filter((value, index) => Math.abs(value - b.pixels[index]!) > 8);
  expect(differing.length / a.pixels.length).toBeLessThan(0.02);
});
