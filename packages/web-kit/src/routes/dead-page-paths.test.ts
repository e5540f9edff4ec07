import { findDeadPagePaths, servesPagePath } from './dead-page-paths';

const routes = [
  '/',
  '/about',
  '/blogDetails/:id',
  '/appproduct',
  '/appproduct/:id',
  '/services/web',
];

test('a path leads somewhere when a route matches it as the router would (case, parameters)', () => {
  expect(servesPagePath(routes, '/')).toBe(true);
  expect(servesPagePath(routes, '/About')).toBe(true);
  expect(servesPagePath(routes, '/about/')).toBe(true);
  expect(servesPagePath(routes, '/blogdetails/:postId')).toBe(true);
  expect(servesPagePath(routes, '/appproduct/3')).toBe(true);
});

test('a path no route matches is dead: a typo, a missing segment, a parameter where none is', () => {
  expect(servesPagePath(routes, '/blogdetail/:id')).toBe(false);
  expect(servesPagePath(routes, '/services')).toBe(false);
  expect(servesPagePath(routes, '/about/:id')).toBe(false);
  expect(servesPagePath([], '/')).toBe(false);
});

test('findDeadPagePaths names each dead constant with its path, in order', () => {
  expect(
    findDeadPagePaths(
      { home: '/', typo: '/abuot', post: '/blogDetails/:id', gone: '/blogdetail/:id' },
      routes,
    ),
  ).toEqual([
    { name: 'typo', path: '/abuot' },
    { name: 'gone', path: '/blogdetail/:id' },
  ]);
});
