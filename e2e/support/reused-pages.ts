import type { Page } from 'playwright-core';

export interface Loaded {
  page: Page;
  /** Uncaught errors thrown in the page since this load began. */
  errors: string[];
}

export interface ReusedPages<K> {
  /** Loads `url` in the page kept for `key` (opened on first use), as a typed-in address does. */
  load(key: K, url: string): Promise<Loaded>;
  /** Closes every page kept (their contexts too). */
  close(): Promise<void>;
}

/**
 * One page per kind of visitor (`key`: a width, a signed-in user...), kept open from one check to
 * the next. Each load is a real load of the document, as a link from a search result is, but the
 * scripts come from the browser's cache already compiled, as they do for a visitor going from page
 * to page: about 0.5 s a load on an idle machine, against 1.4 s in a new context. For checks that
 * leave nothing a later check would see (no sign-in, nothing stored); the requests a check
 * intercepted (page.route) are let through again at the next load.
 */
export function reusedPages<K>(open: (key: K) => Promise<Page>): ReusedPages<K> {
  const pages = new Map<K, Promise<Page>>();
  const errors = new Map<Page, string[]>();

  const pageFor = async (key: K): Promise<Page> => {
    const kept = await pages.get(key)?.catch(() => undefined);
    // A page that crashed, or that a failed check closed, is replaced rather than reused.
    if (kept && !kept.isClosed()) return kept;
    const opened = open(key).then((page) => {
      page.on('pageerror', (error) => errors.get(page)?.push(error.message));
      return page;
    });
    pages.set(key, opened);
    return opened;
  };

  return {
    async load(key, url) {
      const page = await pageFor(key);
      await page.unrouteAll(); // what a previous check intercepted
      // The previous document is let go first: what it throws meanwhile is not this check's.
      await page.goto('about:blank');
      const seen: string[] = [];
      errors.set(page, seen);
      await page.goto(url);
      return { page, errors: seen };
    },
    async close() {
      const opened = await Promise.allSettled(pages.values());
      pages.clear();
      const kept = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      await Promise.allSettled(kept.map((page) => page.context().close()));
    },
  };
}
