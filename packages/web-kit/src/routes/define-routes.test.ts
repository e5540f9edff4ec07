import {
  defineRoutes,
  findRouteClashes,
  isPrerenderable,
  routeKey,
  routesInfo,
  validRoutes,
} from './define-routes';

const page = () => Promise.resolve({ default: () => null });

test('routes.json data is the list without its code, with the default access filled in', () => {
  const routes = defineRoutes([
    { path: '/blog', page, title: 'Blog', description: 'Posts.' },
    { path: '/admin', page, title: 'Admin', description: 'Admins.', access: 'admin' },
  ]);
  expect(routesInfo(routes)).toEqual([
    { path: '/blog', title: 'Blog', description: 'Posts.', access: 'public' },
    { path: '/admin', title: 'Admin', description: 'Admins.', access: 'admin' },
  ]);
  expect(JSON.parse(JSON.stringify(routesInfo(routes)))).toEqual(routesInfo(routes));
});

test('paths react-router would match alike have one key', () => {
  expect(routeKey('/Blog/')).toBe(routeKey('/blog'));
  expect(routeKey('/editblog/:id')).toBe(routeKey('/editBlog/:slug'));
  expect(routeKey('/editblog/:id')).not.toBe(routeKey('/editblog/new'));
  expect(routeKey('/')).toBe('/');
});

test('a clash names the path and its remotes in order; distinct paths do not clash', () => {
  expect(
    findRouteClashes([
      { remote: 'marketing', paths: ['/', '/about'] },
      { remote: 'blog', paths: ['/blog', '/About/'] },
      { remote: 'admin', paths: ['/admin', '/blog/:id'] },
    ]),
  ).toEqual([{ path: '/about', remotes: ['marketing', 'blog'] }]);
});

describe('isPrerenderable: which pages get a first screen in the HTML', () => {
  it.each([
    [{ path: '/about' }, true],
    [{ path: '/login', access: 'public' as const }, true],
    [{ path: '/blogDetails/:id' }, false],
    [{ path: '/files/*' }, false],
    [{ path: '/yourBlogs', access: 'user' as const }, false],
    [{ path: '/admin', access: 'admin' as const }, false],
  ])('%j -> %s', (route, expected) => {
    expect(isPrerenderable(route)).toBe(expected);
  });
});

test('a received route list keeps its well-formed entries, and says which it left out', () => {
  const good = { path: '/blog', title: 'Blog', description: 'Posts.', access: 'user' };
  const dropped: unknown[] = [];
  const list = [
    good,
    { ...good, access: 'everyone' },
    { ...good, path: 'blog' },
    { ...good, title: 1 },
    null,
  ];
  expect(validRoutes(list, (item) => dropped.push(item))).toEqual([good]);
  expect(dropped).toEqual(list.slice(1));
  expect(validRoutes({ routes: [] })).toEqual([]);
});
