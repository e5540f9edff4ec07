import {
  API_PATHS,
  USER_ROLE_FILTERS,
  type AdminUser,
  type UserQuery,
  type UserRoleFilter,
  type UserUpdate,
} from '@brightwave/contracts';
import { Button, useSessionUser } from '@brightwave/web-kit';
import { useState } from 'react';
import {
  ConfirmDialog,
  ConsoleTable,
  FilterSelect,
  formatTime,
  PagedList,
  SearchForm,
  styles,
  type ConfirmRequest,
} from '../../../components/console';
import { updateUser } from '../api/update-user';
import { usePagedList } from '../../../hooks/use-paged-list';

const ROLE_LABELS: Record<UserRoleFilter, string> = {
  admin: 'Admins',
  author: 'Authors',
  reader: 'Readers (no role)',
  disabled: 'Disabled accounts',
};

/** Describes a change for its confirmation dialog. */
function confirmation(user: AdminUser, changes: UserUpdate): Omit<ConfirmRequest, 'action'> {
  const who = `${user.name} (${user.email})`;
  if (changes.author !== undefined) {
    return changes.author
      ? {
          title: 'Make author?',
          description: `${who} will be able to write and publish posts.`,
          confirmLabel: 'Make author',
        }
      : {
          title: 'Remove author role?',
          description: `${who} will no longer be able to write posts.`,
          confirmLabel: 'Remove author role',
          danger: true,
        };
  }
  if (changes.admin !== undefined) {
    return changes.admin
      ? {
          title: 'Make admin?',
          description: `${who} will be able to run this console: leads, people and content.`,
          confirmLabel: 'Make admin',
        }
      : {
          title: 'Remove admin role?',
          description: `${who} will no longer be able to use this console.`,
          confirmLabel: 'Remove admin role',
          danger: true,
        };
  }
  return changes.disabled
    ? {
        title: 'Disable account?',
        description: `${who} is signed out everywhere at once and cannot sign in until enabled again.`,
        confirmLabel: 'Disable account',
        danger: true,
      }
    : {
        title: 'Enable account?',
        description: `${who} will be able to sign in again.`,
        confirmLabel: 'Enable account',
      };
}

/** People and roles: search, grant or revoke author and admin, disable or enable accounts. */
export function PeopleList() {
  const me = useSessionUser();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const list = usePagedList<AdminUser, Pick<UserQuery, 'q' | 'role'>>(API_PATHS.adminUsers);

  const ask = (user: AdminUser, changes: UserUpdate) =>
    setConfirm({
      ...confirmation(user, changes),
      action: async () => {
        await updateUser(user.id, changes);
        list.reload();
      },
    });

  return (
    <>
      <SearchForm
        label="Search people"
        placeholder="Name or e-mail"
        onSearch={(q) => list.filter({ q })}
      >
        <FilterSelect
          label="Role"
          allLabel="Everyone"
          value={list.filters.role}
          options={USER_ROLE_FILTERS.map((value) => [value, ROLE_LABELS[value]] as const)}
          onChange={(role) => list.filter({ role })}
        />
      </SearchForm>
      <PagedList
        list={list}
        label="People"
        loadingLabel="Loading people"
        empty={list.filtered ? 'Nobody matches these filters.' : 'No accounts yet.'}
      >
        {(data) => (
          <ConsoleTable
            caption="Accounts, newest first"
            columns={['Name', 'Joined', 'Roles', 'Account']}
          >
            {data.items.map((user) => {
              const self = user.id === me?.id;
              return (
                <tr key={user.id}>
                  <td data-label="Name">
                    <strong>{user.name}</strong>
                    {self && <span className={styles.muted}> (you)</span>}
                    <div className={styles.muted}>{user.email}</div>
                  </td>
                  <td data-label="Joined" className={styles.nowrap}>
                    {formatTime(user.createdAt)}
                  </td>
                  <td data-label="Roles">
                    <div
                      className={styles.actions}
                      role="group"
                      aria-label={`Roles of ${user.name}`}
                    >
                      <Button
                        size="small"
                        variant={user.author ? 'primary' : 'secondary'}
                        aria-pressed={user.author}
                        onClick={() => ask(user, { author: !user.author })}
                      >
                        Author
                      </Button>
                      <Button
                        size="small"
                        variant={user.admin ? 'primary' : 'secondary'}
                        aria-pressed={user.admin}
                        disabled={self && user.admin}
                        title={
                          self && user.admin ? 'You cannot remove your own admin role.' : undefined
                        }
                        onClick={() => ask(user, { admin: !user.admin })}
                      >
                        Admin
                      </Button>
                    </div>
                  </td>
                  <td data-label="Account">
                    <div className={styles.actions}>
                      {user.disabled && (
                        <span className={styles.badge} data-tone="disabled">
                          Disabled
                        </span>
                      )}
                      {!self && (
                        <Button
                          size="small"
                          variant={user.disabled ? 'secondary' : 'danger'}
                          aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.name}`}
                          onClick={() => ask(user, { disabled: !user.disabled })}
                        >
                          {user.disabled ? 'Enable' : 'Disable'}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </ConsoleTable>
        )}
      </PagedList>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
