// Builders of the server's inputs for its tests: the site's facts and a route, with only what a
// test is about given.
import { company } from '@brightwave/site-content';
import type { RouteInfo } from '@brightwave/web-kit/routes';
import type { SiteFacts } from '../html/render-page';

/** The site's facts with the company's name and tagline (and anything else) replaced. */
export const siteFacts = (overrides: Partial<SiteFacts['company']> = {}): SiteFacts => ({
  company: { ...company, ...overrides },
  logo: '/icon-512.png',
});

/** A public route. */
export const route = (overrides: Partial<RouteInfo> & { path: string }): RouteInfo => ({
  title: 'Page',
  description: 'A page.',
  access: 'public',
  ...overrides,
});
