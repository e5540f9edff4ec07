// The shell's server's pure parts: route matching, the page head it writes (escaped) and the
// precompressed variants the build writes. The served whole is tested in e2e/tests/seo.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const { matchRoute, findRoute } = require('../shell-server/route-match.js') as {
  matchRoute(pattern: string, pathname: string): Record<string, string> | undefined;
  findRoute(
    remotes: { name: string; routes: { path: string }[] }[],
    pathname: string,
  ): { remote: { name: string }; params: Record<string, string> } | undefined;
};
const { renderPage, AFTER_FIRST_PAINT } = require('../shell-server/page-html.js') as {
  renderPage(template: string, options: object): string;
  AFTER_FIRST_PAINT: string;
};
const { precompressDir } = require('../precompress.js') as {
  precompressDir(dir: string): { files: number };
};
const { acceptedEncodings } = require('../serve-static.js') as {
  acceptedEncodings(header?: string): (encoding: string) => boolean;
};
/* eslint-enable @typescript-eslint/no-require-imports */

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

describe('route matching, as react-router matches', () => {
  it.each([
    ['/', '/', {}],
    ['/about', '/About/', {}],
    ['/blogDetails/:id', '/blogDetails/a%20b', { id: 'a b' }],
    ['/files/*', '/files/a/b', { '*': 'a/b' }],
    ['/list/:page?', '/list', {}],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchRoute(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/', '/about'],
    ['/about', '/about/team'],
    ['/blogDetails/:id', '/blogDetails'],
    ['/blogDetails/:id', '/blogDetails/a/b'],
    ['/blogDetails/:id', '/blogDetails/%E0%A4%A'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchRoute(pattern, pathname)).toBeUndefined();
  });

  it('gives a path to the first remote in config order that lists it', () => {
    const remotes = [
      { name: 'marketing', routes: [{ path: '/' }, { path: '/about' }] },
      { name: 'blog', routes: [{ path: '/about' }, { path: '/blogDetails/:id' }] },
    ];
    expect(findRoute(remotes, '/about')?.remote.name).toBe('marketing');
    expect(findRoute(remotes, '/blogDetails/7')?.params).toEqual({ id: '7' });
    expect(findRoute(remotes, '/nope')).toBeUndefined();
  });
});

describe('the page head', () => {
  const template =
    '<!doctype html><html><head><meta name=description content="Site."><title>Site</title>' +
    '<script defer src=/main.1.js></script></head><body><noscript>Needs JS.</noscript><div id=root></div></body></html>';
  const facts = {
    company: { name: 'Acme', tagline: 'We make things' },
    shareImage: { path: '/og-image.png', width: 1200, height: 630 },
    logo: '/icon-512.png',
    notFound: { title: 'Page not found' },
  };
  const hostile = '</script><script>alert(1)</script>"&';
  const remotes = [
    {
      name: 'blog',
      entry: 'https://blog.example/mf-manifest.json',
      known: true,
      remoteEntry: 'https://blog.example/remoteEntry.js',
      scripts: [],
      routes: [
        { path: '/blogDetails/:id', title: 'Blog', description: 'A post.', access: 'public' },
      ],
    },
  ];
  const render = (pathname: string, extra: object = {}) =>
    renderPage(template, {
      facts,
      siteUrl: 'https://acme.example',
      pathname,
      remotes,
      siteConfig: { apiUrl: 'https://api.acme.example', remotes: [] },
      absolute: (image?: string) => image && `https://api.acme.example${image}`,
      found: findRoute(remotes, pathname),
      preloadRemote: true,
      ...extra,
    });

  it('escapes what it writes, in attributes, text and inline JSON', () => {
    const html = render('/blogDetails/1', {
      post: { title: hostile, excerpt: hostile, image: '/media/1', createdAt: '2026-01-01' },
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
      remotes: [{ ...remotes[0], routes: [{ ...remotes[0]!.routes[0], title: hostile }] }],
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
        { as: 'script', href: '/main.1.js', priority: 'high' },
        { as: 'style', href: '/shell.1.css' },
      ],
      fonts: [{ as: 'font', href: '/assets/inter.1.woff2' }],
    };

    it('puts it in the root, links the styles, hints the font, runs the scripts after it', () => {
      const html = render('/blogDetails/1', { ...preloads, firstScreen });
      expect(html).toContain(`<div id="root">${firstScreen}</div>`);
      expect(html).toContain('<link rel="stylesheet" href="/shell.1.css">');
      expect(html).toContain(
        '<link rel="preload" as="font" href="/assets/inter.1.woff2" crossorigin>',
      );
      expect(html).not.toContain('as="style"');
      // The scripts download behind the styles, and the entry runs once the page has painted
      // (the e2e first-screen test runs the loader in Chromium).
      expect(html).toContain(
        '<link rel="preload" as="script" href="/main.1.js" fetchpriority="low">',
      );
      expect(html).toContain(
        '<link rel="preload" as="script" href="https://blog.example/remoteEntry.js" fetchpriority="low">',
      );
      expect(html).not.toContain('<script defer');
      expect(html).toContain(`<script>${AFTER_FIRST_PAINT}(["/main.1.js"])</script>`);
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
  /** A page as the loader sees it; `paint` observers, timers and frames run when the test says. */
  function sandbox({ paintTiming = true, loading = false, observeThrows = false } = {}) {
    const appended: { src: string; async: boolean }[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const paintObservers: PerformanceObserver[] = [];
    const ready: (() => void)[] = [];
    const document = {
      readyState: loading ? 'loading' : 'interactive',
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      addEventListener: (type: string, fn: () => void) =>
        type === 'DOMContentLoaded' && ready.push(fn),
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
    vm.runInNewContext(`${AFTER_FIRST_PAINT}(["/main.1.js", "/second.js"])`, {
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
  const srcs = (appended: { src: string }[]) => appended.map((script) => script.src);

  it('runs the scripts, in order, once the first contentful paint is seen, and only once', () => {
    const page = sandbox();
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.paintObservers).toHaveLength(0);
    page.runTimers(0);
    expect(page.appended).toEqual([
      { src: '/main.1.js', async: false },
      { src: '/second.js', async: false },
    ]);
    page.runTimers(3000);
    expect(srcs(page.appended)).toEqual(['/main.1.js', '/second.js']);
  });

  it('waits for the end of parsing, as defer would', () => {
    const page = sandbox({ loading: true });
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.ready.forEach((fn) => fn());
    expect(srcs(page.appended)).toEqual(['/main.1.js', '/second.js']);
  });

  it('runs them after 3 s when nothing is painted (a background tab)', () => {
    const page = sandbox();
    page.runTimers(2999);
    expect(page.appended).toEqual([]);
    page.runTimers(3000);
    expect(srcs(page.appended)).toEqual(['/main.1.js', '/second.js']);
  });

  it('falls back to the next frame without paint timing, and runs them at once if it fails', () => {
    const page = sandbox({ paintTiming: false });
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    page.runTimers(0);
    expect(srcs(page.appended)).toEqual(['/main.1.js', '/second.js']);
    expect(srcs(sandbox({ observeThrows: true }).appended)).toEqual(['/main.1.js', '/second.js']);
  });
});

it('precompresses text files with brotli and gzip, leaving maps and images alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-precompress-'));
  try {
    const code = 'console.log("hello world");\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'main.1234abcd.js'), code);
    fs.writeFileSync(path.join(dir, 'main.1234abcd.js.map'), code);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
    fs.writeFileSync(path.join(dir, 'image.png'), code);
    expect(precompressDir(dir).files).toBe(2);
    const read = (name: string) => fs.readFileSync(path.join(dir, name));
    expect(zlib.brotliDecompressSync(read('main.1234abcd.js.br')).toString()).toBe(code);
    expect(zlib.gunzipSync(read('main.1234abcd.js.gz')).toString()).toBe(code);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'image.png',
      'main.1234abcd.js',
      'main.1234abcd.js.br',
      'main.1234abcd.js.gz',
      'main.1234abcd.js.map',
      'tiny.js',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
