import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import type { RouteInfo } from '@brightwave/web-kit';
import { company } from '@brightwave/site-content';
import { RemoteLoadError } from '../federation/remote-errors';
import { RouteCatalog } from './route-catalog';
import { AccessGate } from './route-page';
import { SiteRouter, type RenderRoute } from './site-router';

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
/** Remotes that never answer. */
let slow = new Set<string>();
const loadList = jest.fn((remote: string) => {
  if (slow.has(remote)) return new Promise<RouteInfo[]>(() => undefined);
  return down.has(remote)
    ? Promise.reject(new RemoteLoadError(`Failed to get manifest of ${remote} (HTTP 503)`))
    : Promise.resolve(lists[remote] ?? []);
});

function Page({ remote, title }: { remote: string; title: string }) {
  return <h1>{`${title} (${remote})`}</h1>;
}

const page: RenderRoute = ({ remote, route: info }) => (
  <AccessGate access={info.access}>
    <Page remote={remote} title={info.title} />
  </AccessGate>
);

/** The test's hold on the router: where it is, and a way to go elsewhere. */
const router = {
  location: undefined as Location | undefined,
  navigate: undefined as ReturnType<typeof useNavigate> | undefined,
};

function RouterProbe() {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

function renderSite(url: string, render_: RenderRoute = page) {
  const catalog = new RouteCatalog(['marketing', 'blog'], loadList);
  render(
    <MemoryRouter initialEntries={[url]}>
      <RouterProbe />
      <SiteRouter catalog={catalog} render={render_} />
    </MemoryRouter>,
  );
  return {
    navigate: (to: string) => {
      act(() => {
        void router.navigate!(to);
      });
    },
    location: () => router.location!,
  };
}

beforeEach(() => {
  down = new Set();
  slow = new Set();
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
  const site = renderSite('/');
  expect(await screen.findByRole('heading', { name: 'Home (marketing)' })).toBeInTheDocument();
  site.navigate('/blog');
  expect(await screen.findByRole('heading', { name: 'Blog (blog)' })).toBeInTheDocument();
  expect(document.title).toBe('Blog | Brightwave Technologies');
});

it('announces the new page’s title after a client-side navigation, not on the first load', async () => {
  const site = renderSite('/');
  expect(await screen.findByRole('heading', { name: 'Home (marketing)' })).toBeInTheDocument();
  const announcer = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  expect(announcer).toHaveTextContent(/^$/);
  site.navigate('/about');
  expect(await screen.findByRole('heading', { name: 'About us (marketing)' })).toBeInTheDocument();
  expect(announcer).toHaveTextContent('About us | Brightwave Technologies');
});

it('shows the designed not-found page for a path no remote claims', async () => {
  renderSite('/nowhere');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | Brightwave Technologies');
});

it('gives a path nobody claims the site description, not the page visited before', async () => {
  const site = renderSite('/about');
  expect(await screen.findByRole('heading', { name: 'About us (marketing)' })).toBeInTheDocument();
  site.navigate('/nowhere');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    company.tagline,
  );
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
  const site = renderSite('/blog');
  expect(await screen.findByRole('heading', { name: 'Blog (blog)' })).toBeInTheDocument();
  site.navigate('/shared');
  expect(
    await screen.findByRole('heading', { name: 'Marketing owns it (marketing)' }),
  ).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalledWith(
    'Route clash: /shared is claimed by marketing and blog; marketing serves it.',
  );
});

it('sends a visitor to /login with the way back for a page that needs a user', async () => {
  const site = renderSite('/yourBlogs?tab=drafts');
  expect(await screen.findByRole('heading', { name: 'Sign in (blog)' })).toBeInTheDocument();
  expect(site.location().pathname).toBe('/login');
  expect(site.location().search).toBe(`?next=${encodeURIComponent('/yourBlogs?tab=drafts')}`);
});

it('shows a page that needs a user to a signed-in user', async () => {
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', name: 'Uma', email: 'uma@example.com', token: 't', avatar: '' }),
  );
  renderSite('/yourBlogs');
  expect(await screen.findByRole('heading', { name: 'Your blogs (blog)' })).toBeInTheDocument();
});

it('keeps "Unexpected Application Error!" for a page that crashes, until the next navigation', async () => {
  function Broken(): never {
    throw new Error('The blog list exploded');
  }
  const site = renderSite('/blog', (route) =>
    route.route.path === '/blog' ? <Broken /> : page(route),
  );
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('The blog list exploded')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  site.navigate('/about');
  expect(await screen.findByRole('heading', { name: 'About us (marketing)' })).toBeInTheDocument();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
});

it('shows the loading slot, in the frame, while the lists a path needs are on their way', async () => {
  let answer: (routes: RouteInfo[]) => void = () => undefined;
  loadList.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  renderSite('/about');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  act(() => answer(lists.marketing!));
  expect(await screen.findByRole('heading', { name: 'About us (marketing)' })).toBeInTheDocument();
});

it('shows a path of the first remote while a later remote is still answering', async () => {
  slow.add('blog');
  renderSite('/about');
  expect(await screen.findByRole('heading', { name: 'About us (marketing)' })).toBeInTheDocument();
});
