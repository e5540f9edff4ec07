import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setRuntimeConfig } from '@brightwave/web-kit';
import { Header } from './header';

function setViewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const adminUser = {
  id: 'u1',
  name: 'Ada Admin',
  email: 'ada@example.com',
  token: 't',
  avatar: '',
  admin: true,
  author: true,
};

beforeEach(() => {
  localStorage.clear();
});

describe('header on a wide screen (1280 px)', () => {
  beforeEach(() => setViewport(1280));

  it('shows the brand, the main links and marks the current one', () => {
    renderHeader('/about');
    // Its name starts with what it shows (WCAG 2.5.3, label in name), then says where it goes.
    expect(
      screen.getByRole('link', {
        name: /^Brightwave Software services that scale with you\W+home$/,
      }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/products');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contactus',
    );
  });

  it('opens the Services dropdown on hover, not as a link', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(toggle.parentElement!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Services' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/services/artificial-intelligence',
      '/services/web-development',
      '/services/mobile-development',
      '/services/game-development',
    ]);
    fireEvent.mouseLeave(toggle.parentElement!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the menu button pattern by keyboard', async () => {
    renderHeader();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Services' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'true');
    act(() => toggle.focus());

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu', { name: 'Services' })).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    // Tab moves on to the next link, and the menu closes behind it.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Product' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Authors only to a stored admin, and follows other tabs', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Authors' })).not.toBeInTheDocument();

    // Another tab signs in as an admin: only the storage event tells this tab.
    localStorage.setItem('user', JSON.stringify(adminUser));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByRole('link', { name: 'Authors' })).toHaveAttribute(
      'href',
      '/authorsRequest',
    );
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();

    localStorage.setItem('user', JSON.stringify({ ...adminUser, admin: false }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.queryByRole('link', { name: 'Authors' })).not.toBeInTheDocument();
  });

  it('re-checks the stored user on every route change', async () => {
    const router = renderHeader();
    // Written without any event, as an older page would.
    localStorage.setItem('user', JSON.stringify(adminUser));
    await act(() => router.navigate('/products'));
    expect(screen.getByRole('link', { name: 'Authors' })).toBeInTheDocument();
  });

  it('signs out here and ends the session on the API', async () => {
    setRuntimeConfig({ apiUrl: 'http://api.test', remotes: [] });
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    try {
      localStorage.setItem('user', JSON.stringify(adminUser));
      renderHeader();
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(localStorage.getItem('user')).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(fetchMock).toHaveBeenCalledWith(
        'http://api.test/logout',
        expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer t' } }),
      );
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('takes the sticky style once scrolled past 50 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('header on a phone (375 px)', () => {
  beforeEach(() => setViewport(375));

  it('toggles the Services dropdown on click, not on hover', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Services' });
    fireEvent.mouseEnter(toggle.parentElement!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the menu with the hamburger and closes it on route change', async () => {
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAccessibleName('Close menu');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });
});
