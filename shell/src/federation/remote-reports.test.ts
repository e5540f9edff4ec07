import { PAGE_LOAD_PATH } from '@brightwave/contracts/plain';
import { reportPageLoad, reportRemoteError } from './remote-reports';

const beacons: unknown[] = [];
const asked: { url: string; method?: string }[] = [];
let tokens: Record<string, string> | undefined;
const realFetch = globalThis.fetch;
beforeEach(() => {
  beacons.length = 0;
  asked.length = 0;
  // The network boundaries a beacon and the page's token request cross.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => beacons.push(JSON.parse(body)) > 0,
  });
  globalThis.fetch = ((url: string, init?: { method?: string }) => {
    asked.push({ url, method: init?.method });
    return Promise.resolve(
      tokens
        ? { ok: true, json: () => Promise.resolve({ tokens }) }
        : { ok: false, json: () => Promise.resolve({ message: 'Not found' }) },
    );
  }) as unknown as typeof fetch;
  window.__BW_CONFIG__ = {
    apiUrl: 'https://api.example',
    remotes: [
      { name: 'blog', entry: 'https://b.example/x', version: 'abcdefabcdef', channel: 'canary' },
    ],
  };
});
afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  delete window.__BW_CONFIG__;
  globalThis.fetch = realFetch;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("asks the site's server for the page's tokens, and reports an error with its remote's", async () => {
  tokens = { blog: 'blog-token' };
  reportPageLoad();
  expect(asked).toEqual([{ url: PAGE_LOAD_PATH, method: 'POST' }]);
  reportRemoteError('blog', new TypeError('x is not a function'));
  await settle();
  expect(beacons).toEqual([
    {
      reports: [
        {
          remote: 'blog',
          version: 'abcdefabcdef',
          channel: 'canary',
          kind: 'caught',
          error: 'TypeError: x is not a function',
          token: 'blog-token',
        },
      ],
    },
  ]);
  // No page load is ever claimed by the page: the server counted it.
  expect(JSON.stringify(beacons)).not.toContain('"load"');
});

it('reports nothing without a token (a static host has no server to give one)', async () => {
  tokens = undefined;
  reportPageLoad();
  reportRemoteError('blog', new TypeError('y is not a function'));
  await settle();
  expect(beacons).toEqual([]);
});
