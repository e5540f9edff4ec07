import net from 'node:net';
import type { Page } from 'playwright-core';
import { freePort } from './site';

/**
 * A fixed address in front of the API. The site must know the API's address when it starts, and
 * the API must know the site's origin (CORS) when it starts; the relay breaks that circle: the
 * site is configured with the relay's address, the API is started with the site's origin, and
 * the relay then passes every connection through to it unchanged (TCP, byte for byte).
 * Without a target, or when the target does not answer, connections are dropped, as when the
 * API is down; taking the target away drops the open ones too.
 */
export interface ApiRelay {
  url: string;
  /** Where connections go: the API's URL, or undefined to drop them. */
  target: string | undefined;
  close(): Promise<void>;
}

export async function startApiRelay(): Promise<ApiRelay> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let target: string | undefined;
  const relay: ApiRelay = {
    url: `http://127.0.0.1:${port}`,
    get target() {
      return target;
    },
    // Without a target the API is down: the connections already open (a browser keeps its
    // connections alive between requests) go down with it.
    set target(url) {
      target = url;
      if (!url) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((client) => {
    track(client);
    if (!relay.target) {
      client.destroy();
      return;
    }
    const { hostname, port: targetPort } = new URL(relay.target);
    const upstream = net.connect(Number(targetPort), hostname);
    track(upstream);
    upstream.once('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return relay;
}

/** Polls `check` until it returns something truthy, or fails with `what` after `timeout` ms. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Scrolls the page from top to bottom one viewport at a time, at each step waiting (up to 3 s)
 * until the images in view have finished, so lazy images load as they would for a reader; then
 * back to the top. Images that never finish are reported by imageProblems(), not thrown here.
 */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const inViewDone = () =>
      [...document.images].every((image) => {
        const rect = image.getBoundingClientRect();
        const inView = rect.bottom >= 0 && rect.top <= window.innerHeight && rect.width > 0;
        return !inView || image.complete;
      });
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      const deadline = performance.now() + 3_000;
      await frame();
      await frame();
      while (!inViewDone() && performance.now() < deadline) await frame();
      if (y >= document.documentElement.scrollHeight - window.innerHeight) break;
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

export interface ImageProblem {
  src: string;
  problem: string;
}

/** Images without an alt attribute, or that did not load. */
export async function imageProblems(page: Page): Promise<ImageProblem[]> {
  return page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const problems: { src: string; problem: string }[] = [];
      const src = image.currentSrc || image.src || image.outerHTML.slice(0, 120);
      if (!image.hasAttribute('alt')) problems.push({ src, problem: 'no alt attribute' });
      if (!(image.complete && image.naturalWidth > 0))
        problems.push({ src, problem: 'not loaded' });
      return problems;
    }),
  );
}

/** Elements that stick out past the right edge of the viewport (to name the culprit of a
 * horizontal scroll). */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes ? '.' + classes : ''} right=${right} "${text}"`;
    };
    const culprits: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      // Report the outermost offender only.
      const parent = element.parentElement;
      if (parent && parent.getBoundingClientRect().right > width + 1) continue;
      culprits.push(describe(element));
    }
    return culprits.slice(0, 10);
  });
}

/** Fills in and sends the contact form of the page open at /contactus, and waits for its thanks. */
export async function sendContactForm(
  page: Page,
  fields: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Subject', { exact: true }).fill(fields.subject);
  await page.getByLabel('Message', { exact: true }).fill(fields.message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /thank|received|sent/i })
    .first()
    .waitFor();
}
