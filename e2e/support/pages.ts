import type { Page } from 'playwright-core';

/**
 * Waits until main shows the page of the current URL, loaded: a heading in it and no spinner,
 * drawn by the browser (a page's first screen, sent in its HTML and marked data-first-screen,
 * reads the same but does not work until the scripts draw it again).
 * The URL changes before React commits the new page (navigations are transitions), so main's
 * data-path is what tells the new page from the old one.
 */
export async function settled(page: Page) {
  const path = decodeURI(new URL(page.url()).pathname);
  await page
    .locator(`:not([data-first-screen]) > main[data-path="${path}"] h1`)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error: Error) => {
      // What the page shows instead, so a rare timeout under load can be told apart.
      const shown = await page
        .evaluate(() => ({
          location: location.pathname,
          readyState: document.readyState,
          scripts: document.scripts.length,
          mains: [...document.querySelectorAll('main')].map((main) => ({
            path: main.dataset.path,
            firstScreen: main.parentElement?.hasAttribute('data-first-screen') ?? false,
            h1: main.querySelector('h1')?.textContent,
            text: main.textContent?.trim().slice(0, 200),
          })),
        }))
        .catch(() => 'unreadable');
      throw new Error(`${error.message}\nThe page shows: ${JSON.stringify(shown)}`, {
        cause: error,
      });
    });
  await page.waitForFunction(
    () => !document.querySelector('main [role="status"] .bw-visually-hidden'),
  );
}

/**
 * The entry scripts that a page sent with its first screen runs once that screen has been painted
 * (its inline loader, afterFirstPaint in shell/server/html/first-paint-loader.ts), from its HTML.
 */
export function runAfterPaint(html: string): string[] | undefined {
  const args =
    /<script>\(function afterFirstPaint\([^)]*\)[\s\S]*?\)\((\[.*?\]),"[^"]*"\)<\/script>/.exec(
      html,
    );
  return args ? (JSON.parse(args[1]!) as string[]) : undefined;
}

/**
 * The script hints that a page sent with its first screen keeps in its template until the page
 * has painted (SCRIPT_HINTS_ID in shell/server/html/first-paint-loader.ts), from its HTML.
 */
export function waitingScriptHints(html: string): string | undefined {
  return /<template id="bw-script-hints">(.*?)<\/template>/s.exec(html)?.[1];
}
