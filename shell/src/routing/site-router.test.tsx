import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RouteInfo } from '@brightwave/web-kit';
import { RouteCatalog } from './route-catalog';
import { AccessGate } from './route-page';
import { discoverRoutes, routeObject, siteRoutes } from './site-router';

// The shell's router with route lists given by a loader, as the remotes' manifests give them in
// the browser (e2e/tests/routes.test.ts runs the same against real remotes).

const route = (path: string, title: string, extra: Partial<RouteInfo> = {}): RouteInfo => ({
  path,
  title,
  description: `About ${title}`,
  access: 'public',
  ...extra,
});

const lists: Record<string, RouteInfo[]> = {
  marketing: [
    route('/', 'Home'),
    route('/about', 'About us'),
    route('/shared', 'Marketing owns it'),
  ],
  blog: [
    route('/blog', 'Blog'),
    route('/shared', 'Blog claims it too'),
    route('/yourBlogs', 'Your blogs', { access: 'user' }),
    route('/login', 'Sign in'),
  ],
};
let down = new Set<string>();
const loadList = jest.fn((remote: string) =>
  down.has(remote)
    ? Promise.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'))
    : Promise.resolve(lists[remote] ?? []),
);

function Page({ remote, title }: { remote: string; title: string }) {
  return <h1>{`${title} (${remote})`}</h1>;
}

function renderSite(url: string) {
  const catalog = new RouteCatalog<RouteObject>(['marketing', 'blog'], loadList, (remote, routes) =>
    routes.map((info) => ({
      ...routeObject(remote, info),
      element: (
        <AccessGate access={info.access}>
          <Page remote={remote} title={info.title} />
        </AccessGate>
      ),
    })),
  );
  const router = createMemoryRouter(siteRoutes(catalog), {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverRoutes(catalog),
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  down = new Set();
  loadList.mockClear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A wide screen: the desktop header, and the chat button never needs to step aside.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  window.scrollTo = () => undefined;
});

afterEach(() => jest.restoreAllMocks());

it("renders a remote's page inside the site frame, with the title and description of its list", async () => {
  renderSite('/about');
  expect(await screen.findByRole('heading', { name: 'About us (marketing)' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('2025');
  expect(document.title).toBe('About us | Brightwave Technologies');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'About About us',
  );
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'About us | Brightwave Technologies',
  );
});

it('adds the routes of later remotes when navigation needs them', async () => {
  const router = renderSite('/');
  expect(await screen.findByRole('heading', { name: 'Home (marketing)' })).toBeInTheDocument();
  await act(() => router.navigate('/blog'));
  expect(await screen.findByRole('heading', { name: 'Blog (blog)' })).toBeInTheDocument();
  expect(document.title).toBe('Blog | Brightwave Technologies');
});

it('shows the designed not-found page for a path no remote claims', async () => {
  renderSite('/nowhere');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | Brightwave Technologies');
});

it('says "Loading chunk failed" rather than 404 while a route list is missing, and Retry recovers without a reload', async () => {
  down.add('blog');
  renderSite('/blog');
  expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();

  down.delete('blog');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Blog (blog)' })).toBeInTheDocument();
  expect(screen.queryByText('Loading chunk failed')).not.toBeInTheDocument();
});

it('gives a path claimed by two remotes to the first in site.config.json, with a warning', async () => {
  const router = renderSite('/blog');
  expect(await screen.findByRole('heading', { name: 'Blog (blog)' })).toBeInTheDocument();
  await act(() => router.navigate('/shared'));
  expect(
    await screen.findByRole('heading', { name: 'Marketing owns it (marketing)' }),
  ).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalledWith(
    'Route clash: /shared is claimed by marketing and blog; marketing serves it.',
  );
});

it('sends a visitor to /login with the way back for a page that needs a user', async () => {
  const router = renderSite('/yourBlogs?tab=drafts');
  expect(await screen.findByRole('heading', { name: 'Sign in (blog)' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/yourBlogs?tab=drafts')}`);
});

it('shows a page that needs a user to a signed-in user', async () => {
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', name: 'Uma', email: 'uma@example.com', token: 't', avatar: '' }),
  );
  renderSite('/yourBlogs');
  expect(await screen.findByRole('heading', { name: 'Your blogs (blog)' })).toBeInTheDocument();
});

it('keeps "Unexpected Application Error!" for a page that crashes', async () => {
  function Broken(): never {
    throw new Error('The blog list exploded');
  }
  const { element, errorElement } = siteRoutes(
    new RouteCatalog<RouteObject>([], loadList, () => []),
  )[0]!;
  const router = createMemoryRouter(
    [{ element, errorElement, children: [{ path: '/boom', element: <Broken /> }] }],
    { initialEntries: ['/boom'] },
  );
  render(<RouterProvider router={router} />);
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('The blog list exploded')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});
