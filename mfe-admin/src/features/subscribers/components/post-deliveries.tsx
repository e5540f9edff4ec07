import { API_PATHS, type PostDeliveryCounts } from '@brightwave/contracts';
import { ConsoleTable, formatTime, ListState, styles } from '../../../components/console';
import { useAdminData } from '../../../hooks/use-admin-data';

/** The newest posts' new-post mails: how many wait, went out, failed. */
export function PostDeliveries() {
  const deliveries = useAdminData<PostDeliveryCounts[]>(API_PATHS.adminPostDeliveries);
  return (
    <>
      <h2 className={styles.subheading}>New-post mails per post</h2>
      <ListState
        load={deliveries}
        loadingLabel="Loading deliveries"
        isEmpty={(data) => data.length === 0}
        empty="No post has been mailed to subscribers yet."
      >
        {(data) => (
          <ConsoleTable
            caption="New-post mails, newest post first"
            columns={['Post', 'Started', 'Queued', 'Sent', 'Failed']}
          >
            {data.map((d) => (
              <tr key={d.blogId}>
                <td data-label="Post">
                  {d.title}
                  {!d.done && <div className={styles.muted}>Still queueing</div>}
                </td>
                <td data-label="Started" className={styles.nowrap}>
                  {formatTime(d.startedAt)}
                </td>
                <td data-label="Queued">{d.queued}</td>
                <td data-label="Sent">{d.sent}</td>
                <td data-label="Failed">{d.failed}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ListState>
    </>
  );
}
