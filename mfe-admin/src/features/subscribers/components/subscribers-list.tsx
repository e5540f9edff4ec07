import {
  API_PATHS,
  SUBSCRIPTION_KINDS,
  type AdminSubscriber,
  type AdminSubscribers,
} from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
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
import { useCsvExport } from '../../../hooks/download-csv';
import { usePagedList } from '../../../hooks/use-paged-list';
import {
  downloadSubscribersCsv,
  removeSubscriber,
  type SubscriberFilters,
} from '../api/subscribers';
import { SubscriberSummary } from './subscriber-summary';

const topicOf = (s: AdminSubscriber) =>
  s.kind === 'blog'
    ? 'The whole blog'
    : s.kind === 'tag'
      ? `Tag: ${s.target}`
      : `Author ${s.target}`;

/** Subscriptions: figures, search by address and kind, removal and the CSV export. */
export function SubscribersList() {
  const list = usePagedList<AdminSubscriber, SubscriberFilters>(API_PATHS.adminSubscribers);
  const { filters, filter } = list;
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const { exportCsv, exportError } = useCsvExport(() => downloadSubscribersCsv(filters));

  const summary = list.latest as AdminSubscribers | undefined;
  return (
    <>
      {summary && <SubscriberSummary data={summary} />}
      <h2 className={styles.subheading}>Subscribers</h2>
      <SearchForm
        label="Search subscribers"
        placeholder="Address, or part of it"
        onSearch={(q) => filter({ q })}
      >
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={filters.kind}
          options={SUBSCRIPTION_KINDS.map((kind) => [kind, kind] as const)}
          onChange={(kind) => filter({ kind })}
        />
        <Button variant="secondary" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </SearchForm>
      {exportError && (
        <p className={styles.error} role="alert">
          {exportError}
        </p>
      )}
      <PagedList
        list={list}
        label="Subscribers"
        loadingLabel="Loading subscribers"
        empty={list.filtered ? 'No subscription matches.' : 'No subscriptions yet.'}
      >
        {(data) => (
          <>
            <p className={styles.muted} aria-live="polite">
              {data.total} subscription{data.total === 1 ? '' : 's'}
            </p>
            <ConsoleTable
              caption="Subscriptions, newest first"
              columns={['Address', 'Subscribed to', 'Status', 'Since']}
              actions
            >
              {data.items.map((s) => (
                <tr key={s.id}>
                  <td data-label="Address">{s.email}</td>
                  <td data-label="Subscribed to">{topicOf(s)}</td>
                  <td data-label="Status">
                    <span className={styles.badge} data-tone={s.status}>
                      {s.status}
                    </span>
                  </td>
                  <td data-label="Since" className={styles.nowrap}>
                    {formatTime(s.confirmedAt ?? s.createdAt)}
                  </td>
                  <td data-label="Actions">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Remove ${s.email} from ${topicOf(s)}`}
                      onClick={() =>
                        setConfirm({
                          title: 'Remove this subscription?',
                          description: `${s.email} will get no more mails about ${topicOf(s).toLowerCase()}. This is kept in the audit log.`,
                          confirmLabel: 'Remove',
                          danger: true,
                          action: async () => {
                            await removeSubscriber(s.id);
                            list.reload();
                          },
                        })
                      }
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          </>
        )}
      </PagedList>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
