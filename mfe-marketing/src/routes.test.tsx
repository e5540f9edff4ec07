import { screen } from '@testing-library/react';
import routes from './routes';
import { renderPage } from './testing/render-page';

// The contract with the shell: every route's page default-exports a page with one h1.
const urls: Record<string, string> = { '/appproduct/:id': '/appproduct/noor-quran' };

test('declares every page of the marketing section once', () => {
  const paths = routes.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).toEqual(expect.arrayContaining(['/', '/contactus', '/services/dataanalytics']));
  for (const route of routes) {
    expect(route.title).not.toBe('');
    expect(route.description).not.toBe('');
  }
});

test.each(routes.map((route) => [route.path, route] as const))(
  '%s renders a page with exactly one h1',
  async (path, route) => {
    const { default: Page } = await route.page();
    renderPage(<Page {...route.props} />, { url: urls[path] ?? path, path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent?.trim()).not.toBe('');
  },
);
