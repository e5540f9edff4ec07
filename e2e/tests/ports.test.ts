import net from 'node:net';
import type { Browser } from 'playwright-core';
import { CHROMIUM_UNSAFE_PORTS, freePort, reservePort } from '@brightwave/testing/api-process';
import { launchChromium } from '../support/browser';

// The ports the tests' servers get are ones Chromium loads from: a port it refuses
// (net::ERR_UNSAFE_PORT) once failed a browser test.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** How Chromium's loads from each port of 127.0.0.1 fail (nothing listens on most of them). */
async function loadErrors(ports: number[]): Promise<Map<number, string>> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const errors = new Map<number, string>();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFailed', (event) => {
      errors.set(Number(new URL(urls.get(event.requestId)!).port), event.errorText);
    });
    await page.evaluate(async (list) => {
      await Promise.all(
        list.map((port) => fetch(`http://127.0.0.1:${port}/`, { mode: 'no-cors' }).catch(() => {})),
      );
    }, ports);
    return errors;
  } finally {
    await page.close();
  }
}

it('lists the ports Chromium refuses, and only those', async () => {
  const listed = [...CHROMIUM_UNSAFE_PORTS];
  // The next port after each listed one (where not listed itself) is one it loads from.
  const neighbours = listed
    .map((port) => port + 1)
    .filter((port) => !CHROMIUM_UNSAFE_PORTS.has(port));
  const errors = await loadErrors([...listed, ...neighbours]);
  expect(listed.filter((port) => errors.get(port) !== 'net::ERR_UNSAFE_PORT')).toEqual([]);
  expect(neighbours.filter((port) => errors.get(port) === 'net::ERR_UNSAFE_PORT')).toEqual([]);
});

it('reserves another port when the kernel hands out one Chromium refuses', async () => {
  // As on a machine whose ephemeral port range starts low: the kernel's first pick is 6000 (X11).
  const address = jest
    .spyOn(net.Server.prototype, 'address')
    .mockReturnValueOnce({ address: '127.0.0.1', family: 'IPv4', port: 6000 });
  try {
    const reserved = await reservePort();
    await reserved.release();
    expect(address).toHaveBeenCalledTimes(2);
    expect(reserved.port).not.toBe(6000);
    expect(CHROMIUM_UNSAFE_PORTS.has(reserved.port)).toBe(false);
  } finally {
    address.mockRestore();
  }
});

it('hands out free ports Chromium loads from', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  expect(ports.filter((port) => CHROMIUM_UNSAFE_PORTS.has(port))).toEqual([]);
  expect(new Set(ports).size).toBe(ports.length);
});
