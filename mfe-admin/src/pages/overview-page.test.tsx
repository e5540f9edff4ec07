import type { AdminOverview, RemoteHealthSummary } from '@brightwave/contracts';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen, within } from '@testing-library/react';
import { formatTime } from '../components/console';
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

const remoteHealth: RemoteHealthSummary = {
  since: '2026-11-22T10:00:00.000Z',
  versions: [
    {
      remote: 'blog',
      version: '3f2a9c1d0b7e',
      channel: 'stable',
      loads: 120,
      failedLoads: 1,
      caughtErrors: 2,
      errorRate: 0.025,
      lastError: 'ChunkLoadError: Loading chunk 42 failed.',
    },
    {
      remote: 'blog',
      version: '9c1d0b7e3f2a',
      channel: 'canary',
      loads: 60,
      failedLoads: 0,
      caughtErrors: 30,
      errorRate: 0.5,
      lastError: 'TypeError: x is not a function',
      pulledAt: '2026-11-23T09:30:00.000Z',
    },
  ],
};

describe('OverviewPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links each count to its section, inside the console navigation', async () => {
    stubApi({
      'GET /api/admin/overview': () => jsonResponse(200, overview),
      'GET /api/admin/remote-health': () => jsonResponse(200, { ...remoteHealth, versions: [] }),
    });
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

  it("shows each remote version's errors of the last 24 hours, a canary switched off marked", async () => {
    stubApi({
      'GET /api/admin/overview': () => jsonResponse(200, overview),
      'GET /api/admin/remote-health': () => jsonResponse(200, remoteHealth),
    });
    renderPage(<OverviewPage />, { url: '/admin/overview' });
    const table = await screen.findByRole('table', {
      name: 'Errors per remote version, last 24 hours',
    });
    expect(
      screen.getByRole('heading', { name: 'Errors per remote version, last 24 hours' }),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RemoteVersionPage loadsFailed loadsCaught errorsError rateLast error',
      'blog3f2a9c1d0b7estable120122.5%ChunkLoadError: Loading chunk 42 failed.',
      `blog9c1d0b7e3f2acanary, switched off ${formatTime(remoteHealth.versions[1]!.pulledAt!)}${60}${0}${30}50.0%TypeError: x is not a function`,
    ]);
    // On phones each cell says what it is.
    expect(within(rows[2]!).getByText('50.0%')).toHaveAttribute('data-label', 'Error rate');
  });

  it('says when no page loads were reported', async () => {
    stubApi({
      'GET /api/admin/overview': () => jsonResponse(200, overview),
      'GET /api/admin/remote-health': () => jsonResponse(200, { ...remoteHealth, versions: [] }),
    });
    renderPage(<OverviewPage />, { url: '/admin/overview' });
    expect(
      await screen.findByText('No page loads reported in the last 24 hours.'),
    ).toBeInTheDocument();
  });
});
