/** @jest-environment node */
// The shell's server's pure parts: the page head it writes (escaped) and the encodings it sends
// files in (route matching: src/routing/route-match.test.ts). The served whole is tested in e2e/tests/seo.test.ts.
import vm from 'node:vm';
import { findRoute } from '../src/routing/route-match';
import { AFTER_FIRST_PAINT } from './html/first-paint-loader';
import { renderPage } from './html/render-page';
import type { RemoteState } from './remote-catalog';
import { acceptedEncodings } from './static-files';
import { siteFacts, route } from './testing/fixtures';

it.each([
  ['gzip, deflate, br', ['br', 'gzip']],
  ['br;q=0, gzip', ['gzip']],
  ['gzip;q=0.5, *;q=0.1', ['br', 'gzip']],
  ['identity', []],
  [undefined, []],
])('Accept-Encoding %s allows %j', (header, allowed) => {
  const accepted = acceptedEncodings(header);
  expect(['br', 'gzip'].filter((encoding) => accepted(encoding))).toEqual(allowed);
});

describe('the page head', () => {
  const template =
    '<!doctype html><html><head><meta name=description content="Site."><title>Site</title>' +
    '<script defer src=/main.1.js></script></head><body><noscript>Needs JS.</noscript><div id=root></div></body></html>';
  const facts = siteFacts({ name: 'Acme', tagline: 'We make things' });
  const hostile = '</script><script>alert(1)</script>"&';
  const remotes: RemoteState[] = [
    {
      name: 'blog',
      entry: 'https://blog.example/mf-manifest.json',
      known: true,
      remoteEntry: 'https://blog.example/remoteEntry.js',
      scripts: [],
      routes: [route({ path: '/blogDetails/:id', title: 'Blog', description: 'A post.' })],
    },
  ];
  const render = (pathname: string, extra: object = {}) =>
    renderPage(template, {
      facts,
      siteUrl: 'https://acme.example',
      pathname,
      remotes,
      siteConfig: { apiUrl: 'https://api.acme.example', remotes: [] },
      found: findRoute(remotes, pathname),
      preloadRemote: true,
      ...extra,
    });

  it('escapes what it writes, in attributes, text and inline JSON', () => {
    const html = render('/blogDetails/1', {
      described: {
        title: hostile,
        description: hostile,
        image: 'https://api.acme.example/media/1',
        type: 'article',
        published: '2026-01-01',
      },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp; | Acme</title>',
    );
    expect(html).toContain('<meta property="og:image" content="https://api.acme.example/media/1">');
    expect(html).toContain('<meta property="og:type" content="article">');
    // One title and one description: the template's are replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="?description"?/g)).toHaveLength(1);
  });

  it('keeps a route list hostile text inside its JSON script', () => {
    const html = render('/blogDetails/1', {
      remotes: [{ ...remotes[0]!, routes: [{ ...remotes[0]!.routes![0]!, title: hostile }] }],
    });
    const json = /<script id="bw-site-config" type="application\/json">(.*?)<\/script>/.exec(
      html,
    )![1]!;
    expect(
      (JSON.parse(json) as { routes: { blog: { title: string }[] } }).routes.blog[0]!.title,
    ).toBe(hostile);
  });

  it("writes the not-found page's text for a visitor without JavaScript", () => {
    const html = render('/<b>', { found: undefined, notFound: true });
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<strong>/&lt;b&gt;</strong>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('Needs JS.');
  });

  describe('with the first screen', () => {
    const firstScreen = '<div data-first-screen="true"><main id="main"><h1>Hello</h1></main></div>';
    const preloads = {
      shellScripts: [
        { as: 'script' as const, href: '/main.1.js', priority: 'high' as const },
        { as: 'style' as const, href: '/shell.1.css' },
      ],
      fonts: [{ as: 'font' as const, href: '/assets/inter.1.woff2' }],
    };

    it('puts it in the root, links the styles, hints the font, runs the scripts after it', () => {
      const html = render('/blogDetails/1', { ...preloads, firstScreen });
      expect(html).toContain(`<div id="root">${firstScreen}</div>`);
      expect(html).toContain('<link rel="stylesheet" href="/shell.1.css">');
      expect(html).toContain(
        '<link rel="preload" as="font" href="/assets/inter.1.woff2" crossorigin>',
      );
      expect(html).not.toContain('as="style"');
      // The script hints wait in a template until the page has painted; then the loader puts them
      // in the head and runs the entry (the e2e first-screen test runs it in Chromium).
      const [, head] = /<head>(.*)<\/head>/s.exec(html)!;
      const [, waiting] = /<template id="bw-script-hints">(.*?)<\/template>/s.exec(head!)!;
      expect(waiting).toBe(
        '<link rel="preload" as="script" href="/main.1.js" fetchpriority="low">' +
          '<link rel="preload" as="script" href="https://blog.example/remoteEntry.js" fetchpriority="low">',
      );
      expect(head!.replace(waiting!, '')).not.toContain('as="script"');
      expect(html).not.toContain('<script defer');
      expect(html).toContain(
        `<script>${AFTER_FIRST_PAINT}(["/main.1.js"],"bw-script-hints")</script>`,
      );
      // The page reads without scripts: no notice that it needs them.
      expect(html).not.toContain('Needs JS.');
    });

    it('is left out while the remote is down (its styles would be missing)', () => {
      const html = render('/blogDetails/1', { ...preloads, firstScreen, preloadRemote: false });
      expect(html).toContain('<div id=root></div>');
      expect(html).toContain('Needs JS.');
      expect(html).not.toContain('as="font"');
      expect(html).toContain('<link rel="preload" as="style" href="/shell.1.css">');
      expect(html).toContain(
        '<link rel="preload" as="script" href="/main.1.js" fetchpriority="high">',
      );
      expect(html).toContain('<script defer src=/main.1.js></script>');
      expect(html).not.toContain('afterFirstPaint');
    });
  });
});

describe("a first screen's loader (AFTER_FIRST_PAINT), run in a sandbox", () => {
  /** The content of the page's template of script hints ("hints"). */
  const HINTS = { fragment: 'the script hints' };
  /** A page as the loader sees it; `paint` observers, timers and frames run when the test says. */
  function sandbox({
    paintTiming = true,
    loading = false,
    observeThrows = false,
    hintsId = 'hints',
    images = [] as {
      complete: boolean;
      addEventListener: (type: string, fn: () => void) => void;
    }[],
  } = {}) {
    const appended: ({ src: string; async: boolean } | typeof HINTS)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const paintObservers: PerformanceObserver[] = [];
    const ready: (() => void)[] = [];
    const document = {
      readyState: loading ? 'loading' : 'interactive',
      createElement: () => ({ src: '', async: true }),
      getElementById: (id: string) => (id === 'hints' ? { content: HINTS } : null),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      addEventListener: (type: string, fn: () => void) =>
        type === 'DOMContentLoaded' && ready.push(fn),
      querySelectorAll: (selector: string) =>
        selector === '#root img[fetchpriority="high"]' ? images : [],
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'layout-shift'] : ['layout-shift'];
      constructor(private readonly callback: (list: object, observer: object) => void) {}
      observe() {
        if (observeThrows) throw new TypeError('observe failed');
        paintObservers.push(this);
      }
      disconnect() {
        paintObservers.splice(paintObservers.indexOf(this), 1);
      }
      report(name: string) {
        this.callback({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }, this);
      }
    }
    const context = {
      document,
      PerformanceObserver,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    };
    vm.runInNewContext(`${AFTER_FIRST_PAINT}(["/main.1.js", "/second.js"], "${hintsId}")`, {
      ...context,
      window: context,
    });
    const paint = (name: string) =>
      [...paintObservers].forEach((observer) => observer.report(name));
    /** Runs the timers due by `ms` (in order), those they add too. */
    const runTimers = (ms: number) => {
      for (
        let timer = timers.find((t) => t.ms <= ms);
        timer;
        timer = timers.find((t) => t.ms <= ms)
      ) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    };
    return { appended, frames, paint, runTimers, ready, paintObservers };
  }
  /** What the loader put in the head: the template's hints first, then the scripts' sources. */
  const srcs = (appended: ({ src: string } | typeof HINTS)[]) =>
    appended.map((element) => ('src' in element ? element.src : 'hints'));

  it('runs the scripts, in order, once the first contentful paint is seen, and only once', () => {
    const page = sandbox();
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.paintObservers).toHaveLength(0);
    page.runTimers(0);
    expect(page.appended).toEqual([
      HINTS,
      { src: '/main.1.js', async: false },
      { src: '/second.js', async: false },
    ]);
    page.runTimers(3000);
    expect(srcs(page.appended)).toEqual(['hints', '/main.1.js', '/second.js']);
  });

  it("waits for the first screen's high-priority images still loading to be painted", () => {
    const listeners: Record<string, () => void> = {};
    const image = {
      complete: false,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    const page = sandbox({ images: [image, { ...image, complete: true }] });
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    listeners.load!();
    expect(page.appended).toEqual([]);
    page.frames.forEach((frame) => frame());
    page.runTimers(0);
    expect(srcs(page.appended)).toEqual(['hints', '/main.1.js', '/second.js']);
  });

  it('runs the scripts without hints where the page has no template of them', () => {
    const page = sandbox({ hintsId: 'none' });
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(srcs(page.appended)).toEqual(['/main.1.js', '/second.js']);
  });

  it('waits for the end of parsing, as defer would', () => {
    const page = sandbox({ loading: true });
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.ready.forEach((fn) => fn());
    expect(srcs(page.appended)).toEqual(['hints', '/main.1.js', '/second.js']);
  });

  it('runs them after 3 s when nothing is painted (a background tab)', () => {
    const page = sandbox();
    page.runTimers(2999);
    expect(page.appended).toEqual([]);
    page.runTimers(3000);
    expect(srcs(page.appended)).toEqual(['hints', '/main.1.js', '/second.js']);
  });

  it('falls back to the next frame without paint timing, and runs them at once if it fails', () => {
    const page = sandbox({ paintTiming: false });
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    page.runTimers(0);
    expect(srcs(page.appended)).toEqual(['hints', '/main.1.js', '/second.js']);
    expect(srcs(sandbox({ observeThrows: true }).appended)).toEqual([
      'hints',
      '/main.1.js',
      '/second.js',
    ]);
  });
});
