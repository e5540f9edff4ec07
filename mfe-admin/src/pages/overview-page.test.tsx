import type { AdminOverview } from '@brightwave/contracts';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen } from '@testing-library/react';
import OverviewPage from './overview-page';

const overview: AdminOverview = {
  newLeads: 3,
  pendingApplications: 2,
  posts: 10,
  comments: 40,
  users: 25,
  thisWeek: { leads: 5, posts: 1, comments: 7, users: 4 },
  outbox: { queued: 1, failing: 1, failed: 2 },
};

describe('OverviewPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links each count to its section, inside the console navigation', async () => {
    stubApi({ 'GET /api/admin/overview': () => jsonResponse(200, overview) });
    renderPage(<OverviewPage />, { url: '/admin/overview' });
    expect(await screen.findByRole('link', { name: /3 New leads/ })).toHaveAttribute(
      'href',
      '/admin/leads',
    );
    expect(screen.getByRole('link', { name: /3 Mails failing or failed/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(nav).toHaveTextContent('Author applications');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });
});
