import { API_PATHS, type AdminSuppression } from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
import { useState } from 'react';
import {
  ConfirmDialog,
  ConsoleTable,
  formatTime,
  PagedList,
  SearchForm,
  styles,
  type ConfirmRequest,
} from '../../../components/console';
import { usePagedList } from '../../../hooks/use-paged-list';
import { liftSuppression } from '../api/subscribers';

const REASONS: Record<AdminSuppression['reason'], string> = {
  unsubscribed: 'Unsubscribed',
  refused: 'Refused by the mail server',
};

/** Addresses that get no more bulk mail: kept hashed, so found by typing a whole address. */
export function SuppressionsList() {
  const list = usePagedList<AdminSuppression, { q?: string }>(API_PATHS.adminSuppressions);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <>
      <h2 className={styles.subheading}>Suppressed addresses</h2>
      <p className={styles.muted}>Kept as a hash only: type a whole address to find it.</p>
      <SearchForm
        label="Find a suppressed address"
        placeholder="name@example.com"
        onSearch={(q) => list.filter({ q })}
      />
      <PagedList
        list={list}
        label="Suppressed addresses"
        loadingLabel="Loading suppressed addresses"
        empty={list.filtered ? 'This address is not suppressed.' : 'No address is suppressed.'}
      >
        {(data) => (
          <ConsoleTable
            caption="Suppressed addresses, newest first"
            columns={['Reason', 'Since']}
            actions
          >
            {data.items.map((s) => (
              <tr key={s.id}>
                <td data-label="Reason">{REASONS[s.reason]}</td>
                <td data-label="Since" className={styles.nowrap}>
                  {formatTime(s.since)}
                </td>
                <td data-label="Actions">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Lift the suppression from ${formatTime(s.since)}`}
                    onClick={() =>
                      setConfirm({
                        title: 'Lift this suppression?',
                        description:
                          'The address may get mail from the blog again. This is kept in the audit log.',
                        confirmLabel: 'Lift',
                        action: async () => {
                          await liftSuppression(s.id);
                          list.reload();
                        },
                      })
                    }
                  >
                    Lift
                  </Button>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedList>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
