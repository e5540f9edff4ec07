import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router is, so a test can see what a click navigated to (and with what state). */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

interface RenderPageOptions {
  /** The URL the page opens at, with its query string if any. */
  url?: string;
  /** Navigation state that arrives with it. */
  state?: unknown;
  /** The route pattern, for pages that read params (e.g. "/appproduct/:id"). */
  path?: string;
  /** Other routes the page may lead to. */
  routes?: Record<string, ReactElement>;
  /** Set when the test uses jest's fake timers, so user events advance them. */
  fakeTimers?: boolean;
}

/** Renders a page the way the shell does: inside the router, at a URL, with navigation state. */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const { url = '/', state, routes = {}, fakeTimers = false } = options;
  const [pathname = '/', query] = url.split('?');
  const path = options.path ?? pathname;
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  const result = render(
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
      <Routes>
        <Route path={path} element={page} />
        {Object.entries(routes).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** Where the router is now, and the navigation state it carries. */
export function currentLocation(): { pathname: string; state: unknown } {
  const probe = document.querySelector<HTMLElement>('[data-testid="location"]');
  if (!probe) throw new Error('renderPage was not used');
  return { pathname: probe.textContent ?? '', state: JSON.parse(probe.dataset.state ?? 'null') };
}
