// Which route serves a URL, as the browser's catalog and the shell's server both decide it.
import { fillParams, findRoute, isPattern, matchRoute } from './route-match';

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

it('fills a pattern with its parameters, encoded, and tells patterns from paths', () => {
  expect(fillParams('/blogDetails/:id', { id: 'a b/c' })).toBe('/blogDetails/a%20b%2Fc');
  expect(matchRoute('/blogDetails/:id', fillParams('/blogDetails/:id', { id: 'a b/c' }))).toEqual({
    id: 'a b/c',
  });
  expect(isPattern('/blogDetails/:id')).toBe(true);
  expect(isPattern('/files/*')).toBe(true);
  expect(isPattern('/about')).toBe(false);
});
