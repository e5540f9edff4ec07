import {
  API_PATHS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
} from '@brightwave/contracts';
import {
  ConsoleTable,
  FilterSelect,
  formatTime,
  PagedList,
  SearchForm,
  styles,
} from '../../../components/console';
import { usePagedList } from '../../../hooks/use-paged-list';

const ACTION_LABELS: Record<AuditAction, string> = {
  'lead.update': 'Lead updated',
  'lead.resend': 'Lead mail resent',
  'user.update': 'Account changed',
  'blog.unpublish': 'Post unpublished',
  'blog.delete': 'Post deleted',
  'comment.delete': 'Comment deleted',
  'chat.teach': 'Assistant taught',
  'chat.undo': 'Assistant lesson undone',
  'canary.off': 'Canary switched off',
  'subscriber.remove': 'Subscriber removed',
  'subscribers.export': 'Subscribers exported',
  'suppression.lift': 'Suppression lifted',
};

function summarise(values: Record<string, unknown> | undefined): string {
  if (!values) return '';
  return Object.entries(values)
    .map(
      ([key, value]) =>
        `${key}: ${Array.isArray(value) ? value.join(', ') : JSON.stringify(value)}`,
    )
    .join('; ');
}

/** Every admin action: who, when, what, before and after, and why. */
export function AuditLog() {
  const list = usePagedList<AuditEntry, Pick<AuditQuery, 'actor' | 'action'>>(API_PATHS.adminAudit);

  return (
    <>
      <SearchForm
        label="Admin's e-mail"
        placeholder="e.g. admin@brightwave.example"
        onSearch={(actor) => list.filter({ actor })}
      >
        <FilterSelect
          label="Action"
          allLabel="All actions"
          value={list.filters.action}
          options={AUDIT_ACTIONS.map((value) => [value, ACTION_LABELS[value]] as const)}
          onChange={(action) => list.filter({ action })}
        />
      </SearchForm>
      <PagedList
        list={list}
        label="Audit log"
        loadingLabel="Loading the audit log"
        empty={list.filtered ? 'No entry matches these filters.' : 'Nothing has been changed yet.'}
      >
        {(data) => (
          <ConsoleTable
            caption="Audit log, newest first"
            columns={['When', 'Who', 'What', 'Change']}
          >
            {data.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When" className={styles.nowrap}>
                  {formatTime(entry.at)}
                </td>
                <td data-label="Who">
                  {entry.actor.name}
                  <div className={styles.muted}>{entry.actor.email}</div>
                </td>
                <td data-label="What">
                  <strong>{ACTION_LABELS[entry.action]}</strong>
                  <div className={styles.muted}>{entry.target.label}</div>
                </td>
                <td data-label="Change">
                  {entry.before && <div>Before: {summarise(entry.before)}</div>}
                  {entry.after && <div>After: {summarise(entry.after)}</div>}
                  {entry.reason && <div>Reason: {entry.reason}</div>}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedList>
    </>
  );
}
