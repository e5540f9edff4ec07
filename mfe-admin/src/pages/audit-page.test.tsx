import type { AuditEntry } from '@brightwave/contracts';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen } from '@testing-library/react';
import { page } from '../../test/fixtures';
import AuditPage from './audit-page';

const entry: AuditEntry = {
  id: '1',
  at: '2026-11-21T10:00:00.000Z',
  actor: { id: 'a', name: 'Root Admin', email: 'root@example.com' },
  action: 'blog.unpublish',
  target: { type: 'blog', id: 'b', label: 'Off topic' },
  before: { status: 'published' },
  after: { status: 'draft' },
  reason: 'Advertising',
};

describe('AuditPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who did what, before and after, and why; filters by action', async () => {
    const api = stubApi({
      'GET /api/admin/audit?page=1': () => jsonResponse(200, page([entry])),
      'GET /api/admin/audit?action=comment.delete&page=1': () => jsonResponse(200, page([])),
    });
    const { user } = renderPage(<AuditPage />);
    expect(await screen.findByText('Off topic')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Post unpublished/ })).toBeInTheDocument();
    expect(screen.getByText('Before: status: "published"')).toBeInTheDocument();
    expect(screen.getByText('After: status: "draft"')).toBeInTheDocument();
    expect(screen.getByText('Reason: Advertising')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'comment.delete');
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    api.expectNoUnexpectedRequests();
  });
});
