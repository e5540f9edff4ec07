import {
  ConfigError,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from './runtime-config';

afterEach(() => {
  delete window.__BW_CONFIG__;
  jest.restoreAllMocks();
});

it('parses the config and trims a trailing slash from the API address', () => {
  const config = parseRuntimeConfig(
    {
      apiUrl: 'https://api.example.com/',
      remotes: [{ name: 'blog', entry: 'https://blog.example.com/mf-manifest.json' }],
    },
    'test',
  );
  expect(config.apiUrl).toBe('https://api.example.com');
});

it('names what is wrong in a bad config', () => {
  expect(() =>
    parseRuntimeConfig({ apiUrl: 'nope', remotes: [{ name: '' }] }, 'site.config.json'),
  ).toThrow(/site.config.json is not a valid site config: apiUrl: .*remotes.0.name/);
});

it('loads once and shares the result through window', async () => {
  const fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ apiUrl: 'http://localhost:5000', remotes: [] })),
    );
  await loadRuntimeConfig();
  await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(getRuntimeConfig().apiUrl).toBe('http://localhost:5000');
});

it('fails clearly when the config cannot be fetched', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('missing', { status: 404 }));
  await expect(loadRuntimeConfig()).rejects.toThrow(
    new ConfigError('Could not load /site.config.json (HTTP 404).'),
  );
  expect(() => getRuntimeConfig()).toThrow(ConfigError);
});
