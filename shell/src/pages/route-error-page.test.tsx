import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../router';

function Broken(): never {
  throw new Error('The blog list exploded');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.matchMedia = () =>
    ({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  window.scrollTo = () => undefined;
});

afterEach(() => jest.restoreAllMocks());

it('shows "Unexpected Application Error!" with the message, inside the site frame', async () => {
  const { element, errorElement } = routes[0]!;
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
  expect(screen.getByRole('contentinfo')).toHaveTextContent('2025');
});

it('shows the designed not-found page for an unknown route', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/nowhere'] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | Brightwave Technologies');
});
