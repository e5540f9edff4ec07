import { API_PATHS, type AdminOverview } from '@brightwave/contracts';
import { Link } from '@brightwave/web-kit/router';
import { ListState, styles } from '../../../components/console';
import { useAdminData } from '../../../hooks/use-admin-data';
import { PAGE_PATHS } from '@brightwave/site-content';

function Card({
  to,
  label,
  value,
  detail,
}: {
  to: string;
  label: string;
  value: number;
  detail?: string;
}) {
  return (
    <li>
      <Link className={styles.card} to={to}>
        <span className={styles.cardValue}>{value}</span>
        <span>{label}</span>
        {detail && <span className={styles.muted}>{detail}</span>}
      </Link>
    </li>
  );
}

/** The console's home: what needs attention now, this week's activity, and mail health. */
export function OverviewCards() {
  const overview = useAdminData<AdminOverview>(API_PATHS.adminOverview);
  return (
    <>
      <ListState load={overview} loadingLabel="Loading the overview">
        {(data) => (
          <>
            <h2 className={styles.subheading}>Needs attention</h2>
            <ul className={styles.cards}>
              <Card to={PAGE_PATHS.adminLeads} label="New leads" value={data.newLeads} />
              <Card
                to={PAGE_PATHS.admin}
                label="Pending author applications"
                value={data.pendingApplications}
              />
              <Card
                to={PAGE_PATHS.adminLeads}
                label="Mails failing or failed"
                value={data.outbox.failing + data.outbox.failed}
                detail={`${data.outbox.queued} queued, ${data.outbox.failing} retrying, ${data.outbox.failed} given up`}
              />
            </ul>
            <h2 className={styles.subheading}>This week</h2>
            <ul className={styles.cards}>
              <Card to={PAGE_PATHS.adminLeads} label="Leads" value={data.thisWeek.leads} />
              <Card
                to={PAGE_PATHS.adminContent}
                label="Posts"
                value={data.thisWeek.posts}
                detail={`${data.posts} in all`}
              />
              <Card
                to={PAGE_PATHS.adminContent}
                label="Comments"
                value={data.thisWeek.comments}
                detail={`${data.comments} in all`}
              />
              <Card
                to={PAGE_PATHS.adminPeople}
                label="New accounts"
                value={data.thisWeek.users}
                detail={`${data.users} in all`}
              />
            </ul>
          </>
        )}
      </ListState>
    </>
  );
}
