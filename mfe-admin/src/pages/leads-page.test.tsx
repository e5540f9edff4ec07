import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen, within } from '@testing-library/react';
import { aLead, page } from '../../test/fixtures';
import LeadsPage from './leads-page';

const failedMail = {
  id: 'm1',
  kind: 'contact.notify',
  to: 'hello@brightwave.example',
  subject: 'Contact form: hi',
  state: 'failed' as const,
  attempts: 20,
  lastError: 'connect ECONNREFUSED',
};

describe('LeadsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists leads with the new ones highlighted, their status and mail delivery', async () => {
    const api = stubApi({
      'GET /api/admin/leads?page=1': () =>
        jsonResponse(
          200,
          page([
            aLead({ mails: [failedMail] }),
            aLead({ id: 'c'.repeat(24), name: 'Grace', status: 'done' }),
          ]),
        ),
    });
    renderPage(<LeadsPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading leads');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.className).toMatch(/highlight/);
    expect(rows[2]!.className).not.toMatch(/highlight/);
    expect(within(rows[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('done')).toBeInTheDocument();
    api.expectNoUnexpectedRequests();
  });

  it('filters by status and search', async () => {
    const api = stubApi({
      'GET /api/admin/leads?page=1': () => jsonResponse(200, page([aLead()])),
      'GET /api/admin/leads?status=spam&page=1': () => jsonResponse(200, page([])),
      'GET /api/admin/leads?status=spam&q=engine&page=1': () => jsonResponse(200, page([aLead()])),
    });
    const { user } = renderPage(<LeadsPage />);
    await screen.findByText('Ada Lovelace');
    await user.selectOptions(screen.getByLabelText('Status'), 'spam');
    expect(await screen.findByText('No lead matches these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search leads'), 'engine{Enter}');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    api.expectNoUnexpectedRequests();
  });

  it('names project inquiries and filters by them', async () => {
    const inquiry = aLead({ id: 'd'.repeat(24), name: 'Grace', source: 'inquiry' });
    const api = stubApi({
      'GET /api/admin/leads?page=1': () => jsonResponse(200, page([aLead(), inquiry])),
      'GET /api/admin/leads?source=inquiry&page=1': () => jsonResponse(200, page([inquiry])),
    });
    const { user } = renderPage(<LeadsPage />);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Contact form')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Project inquiry')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Source'), 'Project inquiry');
    await screen.findByText('1 lead');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Open lead from Grace/ }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /via the project inquiry form$/,
    );
    api.expectNoUnexpectedRequests();
  });

  it('opens a lead, sets its status and note, and resends its failed mail', async () => {
    let current = aLead({ mails: [failedMail] });
    const api = stubApi({
      'GET /api/admin/leads?page=1': () => jsonResponse(200, page([current])),
      [`POST /api/admin/leads/${current.id}/resend`]: () => {
        current = { ...current, mails: [{ ...failedMail, state: 'queued', attempts: 0 }] };
        return jsonResponse(200, current);
      },
      [`PATCH /api/admin/leads/${current.id}`]: (init) => {
        current = { ...current, ...(JSON.parse(init?.body as string) as object) };
        return jsonResponse(200, current);
      },
    });
    const { user } = renderPage(<LeadsPage />);
    await user.click(await screen.findByRole('button', { name: /Open lead from Ada Lovelace/ }));
    const dialog = screen.getByRole('dialog', { name: 'A new analytical engine' });
    expect(within(dialog).getByText(/ECONNREFUSED/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend failed mail' }));
    expect(await within(dialog).findByText('Queued')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'in progress');
    await user.type(within(dialog).getByLabelText('Note'), 'Called back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies()).toContainEqual({ status: 'in progress', note: 'Called back' });
    expect(await screen.findByText('Note: Called back')).toBeInTheDocument();
    api.expectNoUnexpectedRequests();
  });

  it('shows a failure with Retry, and the empty state', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/leads?page=1': () =>
        fail
          ? jsonResponse(500, { message: 'Something went wrong.' })
          : jsonResponse(200, page([])),
    });
    const { user } = renderPage(<LeadsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No leads yet/)).toBeInTheDocument();
  });
});
