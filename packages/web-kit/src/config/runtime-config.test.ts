import {
  ConfigError,
  INLINE_CONFIG_ID,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from './runtime-config';

afterEach(() => {
  delete window.__BW_CONFIG__;
  document.getElementById(INLINE_CONFIG_ID)?.remove();
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

it("keeps each remote's release version and channel, and drops anything else", () => {
  const config = parseRuntimeConfig(
    {
      apiUrl: 'https://api.example.com',
      remotes: [
        { name: 'blog', entry: 'https://b.example/x', version: 'abcdefabcdef', channel: 'canary' },
        { name: 'chat', entry: 'https://c.example/y', version: 7, channel: 'beta', extra: 1 },
      ],
    },
    'test',
  );
  expect(config.remotes).toEqual([
    { name: 'blog', entry: 'https://b.example/x', version: 'abcdefabcdef', channel: 'canary' },
    { name: 'chat', entry: 'https://c.example/y' },
  ]);
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

function inline(text: string) {
  const script = document.createElement('script');
  script.id = INLINE_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

it('uses the config the server wrote into the page, route lists included, without a fetch', async () => {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  inline(
    JSON.stringify({
      apiUrl: 'https://api.example.com',
      remotes: [{ name: 'blog', entry: 'https://blog.example.com/mf-manifest.json' }],
      routes: { blog: [{ path: '/blog', title: 'Blog', description: 'Posts.', access: 'public' }] },
    }),
  );
  const config = await loadRuntimeConfig();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(config.apiUrl).toBe('https://api.example.com');
  expect(config.routes?.blog).toEqual([
    { path: '/blog', title: 'Blog', description: 'Posts.', access: 'public' },
  ]);
});

it('falls back to site.config.json when the inline config is broken', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ apiUrl: 'http://localhost:5000', remotes: [] })),
    );
  inline('{"apiUrl": "not a url"');
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiUrl: 'http://localhost:5000' });
  expect(fetchMock).toHaveBeenCalledWith('/site.config.json', { cache: 'no-cache' });
});
