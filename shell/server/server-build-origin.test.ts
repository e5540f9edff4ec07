/** @jest-environment node */
import { onOrigins, serverBuildRule } from './server-build-origin';

const allowed = serverBuildRule({
  remotes: [
    { entry: 'https://blog.example/mf-manifest.json' },
    { entry: 'https://cdn.example/marketing/releases/aaaaaaaaaaaa/mf-manifest.json' },
  ],
});

it('runs a server build from a listed origin, where its manifest says the files are', () => {
  expect(allowed('https://blog.example/server/render.1a2b.js', 'https://blog.example/')).toBe(true);
  expect(
    allowed(
      'https://cdn.example/marketing/releases/aaaaaaaaaaaa/server/render.js',
      'https://cdn.example/marketing/releases/aaaaaaaaaaaa/',
    ),
  ).toBe(true);
});

it.each([
  ['an origin the site does not list', 'https://evil.example/render.js', 'https://evil.example/'],
  [
    'a listed publicPath but a build elsewhere',
    'https://evil.example/render.js',
    'https://blog.example/',
  ],
  [
    'a build on another listed origin than its files',
    'https://cdn.example/render.js',
    'https://blog.example/',
  ],
  [
    'a build outside its files folder',
    'https://cdn.example/other/render.js',
    'https://cdn.example/marketing/',
  ],
  [
    'a way out of the folder',
    'https://cdn.example/marketing/../other/render.js',
    'https://cdn.example/marketing/',
  ],
  ['another port', 'https://blog.example:8443/render.js', 'https://blog.example:8443/'],
  ['another scheme', 'http://blog.example/render.js', 'http://blog.example/'],
  ['a data: URL', 'data:text/javascript,1', 'https://blog.example/'],
  ['no publicPath', 'https://blog.example/render.js', undefined],
  ['a URL that is not one', 'not a url', 'https://blog.example/'],
])('refuses %s', (_case, build, publicPath) => {
  expect(allowed(build, publicPath)).toBe(false);
});

describe('onOrigins, the one origin check of the rule and the loader (server-renders.ts)', () => {
  const onRemoteOrigin = onOrigins(['https://blog.example', 'http://127.0.0.1:3001']);

  it.each([
    ['https://blog.example/server/render.js', true],
    ['http://127.0.0.1:3001/render.js', true],
    ['https://blog.example.evil.example/render.js', false],
    ['http://blog.example/render.js', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('%s: %s', (url, expected) => {
    expect(onRemoteOrigin(url)).toBe(expected);
  });
});
