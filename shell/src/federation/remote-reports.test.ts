import type { RuntimeConfig } from '@brightwave/web-kit';
import { reportPageLoad } from './remote-reports';

const beacons: unknown[] = [];
beforeEach(() => {
  beacons.length = 0;
  // The network boundary a beacon crosses.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => beacons.push(JSON.parse(body)) > 0,
  });
});
afterEach(() => delete (navigator as { sendBeacon?: unknown }).sendBeacon);

const config = (remotes: RuntimeConfig['remotes']): RuntimeConfig => ({
  apiUrl: 'https://api.example',
  remotes,
});

it("counts a page load for each remote it runs a release of, with the release's channel", () => {
  reportPageLoad(
    config([
      { name: 'marketing', entry: 'https://m.example/mf-manifest.json' },
      { name: 'blog', entry: 'https://b.example/x', version: 'abcdefabcdef', channel: 'canary' },
      { name: 'chat', entry: 'https://c.example/y', version: '123456abcdef', channel: 'stable' },
    ]),
  );
  expect(beacons).toEqual([
    {
      reports: [
        { remote: 'blog', version: 'abcdefabcdef', channel: 'canary', kind: 'load' },
        { remote: 'chat', version: '123456abcdef', channel: 'stable', kind: 'load' },
      ],
    },
  ]);
});

it('sends nothing for a site without releases (no version to compare)', () => {
  reportPageLoad(config([{ name: 'blog', entry: 'https://b.example/mf-manifest.json' }]));
  expect(beacons).toEqual([]);
});
