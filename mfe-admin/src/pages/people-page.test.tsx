import { setSessionUser } from '@brightwave/web-kit';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen, within } from '@testing-library/react';
import { aUser, page } from '../../test/fixtures';
import PeoplePage from './people-page';

const me = aUser({
  id: 'f'.repeat(24),
  name: 'Root Admin',
  email: 'root@example.com',
  admin: true,
});

describe('PeoplePage', () => {
  beforeEach(() => setSessionUser({ ...me, avatar: '', token: 'token' }));
  afterEach(() => jest.restoreAllMocks());

  it('grants author only after confirming in a dialog; Cancel changes nothing', async () => {
    let rita = aUser();
    const api = stubApi({
      'GET /api/admin/users?page=1': () => jsonResponse(200, page([me, rita])),
      [`PATCH /api/admin/users/${rita.id}`]: (init) => {
        rita = { ...rita, ...(JSON.parse(init?.body as string) as object) };
        return jsonResponse(200, rita);
      },
    });
    const { user } = renderPage(<PeoplePage />);
    const roles = await screen.findByRole('group', { name: 'Roles of Rita Reader' });
    const author = within(roles).getByRole('button', { name: 'Author' });
    expect(author).toHaveAttribute('aria-pressed', 'false');

    await user.click(author);
    expect(screen.getByRole('dialog', { name: 'Make author?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies()).toEqual([undefined]);

    await user.click(author);
    await user.click(screen.getByRole('button', { name: 'Make author' }));
    expect(
      await within(await screen.findByRole('group', { name: 'Roles of Rita Reader' })).findByRole(
        'button',
        { name: 'Author', pressed: true },
      ),
    ).toBeInTheDocument();
    expect(api.bodies()).toContainEqual({ author: true });
    api.expectNoUnexpectedRequests();
  });

  it('never offers an admin to remove their own admin role or disable themselves', async () => {
    stubApi({ 'GET /api/admin/users?page=1': () => jsonResponse(200, page([me])) });
    renderPage(<PeoplePage />);
    const roles = await screen.findByRole('group', { name: 'Roles of Root Admin' });
    expect(within(roles).getByRole('button', { name: 'Admin' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const other = aUser({ admin: true, name: 'Other Admin' });
    stubApi({
      'GET /api/admin/users?page=1': () => jsonResponse(200, page([other])),
      [`PATCH /api/admin/users/${other.id}`]: () =>
        jsonResponse(409, { message: 'The last admin cannot be removed or disabled.' }),
    });
    const { user } = renderPage(<PeoplePage />);
    await user.click(await screen.findByRole('button', { name: 'Disable Other Admin' }));
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot be removed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
