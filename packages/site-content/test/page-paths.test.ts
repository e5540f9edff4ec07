import { PAGE_PATHS, pagePath } from '../src';

test('pagePath fills each parameter in, URL-encoded', () => {
  expect(pagePath(PAGE_PATHS.blogPost, { id: '64b0' })).toBe('/blogDetails/64b0');
  expect(pagePath(PAGE_PATHS.product, { id: 'a b/c' })).toBe('/appproduct/a%20b%2Fc');
  expect(pagePath(PAGE_PATHS.product, { id: 2 })).toBe('/appproduct/2');
});

test('a path without parameters comes back as it is', () => {
  expect(pagePath(PAGE_PATHS.contact, {})).toBe('/contactus');
});

test('every page path is an absolute path without a query or a fragment', () => {
  for (const path of Object.values(PAGE_PATHS)) expect(path).toMatch(/^\/[^?#\s]*$/);
});

test('the type checker asks for exactly the parameters a path has', () => {
  const typeChecks = () => [
    // @ts-expect-error a patterned path needs its parameters
    pagePath(PAGE_PATHS.blogPost, {}),
    // @ts-expect-error and only those
    pagePath(PAGE_PATHS.blogPost, { id: '1', slug: 'x' }),
  ];
  expect(typeof typeChecks).toBe('function');
});
