import { useId, useState } from 'react';
import { TEXTS } from '@brightwave/contracts';
import {
  AdminOnlyPage,
  Field,
  fieldControlClass,
  Spinner,
  useSessionUser,
} from '@brightwave/web-kit';
import { ConsoleLayout } from '../../../components/console';
import { useApplications } from '../hooks/use-applications';
import { ApplicationCard } from './application-card';
import {
  countByStatus,
  filterApplications,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/filter-applications';
import styles from './applications.module.css';

const FILTER_LABEL: Record<StatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Author applications review: search, status filter with counts, cards with decisions. */
export function ApplicationsReview() {
  const user = useSessionUser();
  const isAdmin = Boolean(user?.admin);
  const { load, replace } = useApplications(isAdmin);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const id = useId();

  if (!isAdmin || load.status === 'forbidden') return <AdminOnlyPage signedIn={Boolean(user)} />;

  const applications = load.status === 'loaded' ? load.data : [];
  const counts = countByStatus(applications, search);
  const shown = filterApplications(applications, search, status);

  return (
    <ConsoleLayout
      title="Author applications"
      intro="Review requests for author privileges. Accepting one lets that person publish blogs."
    >
      <div className={styles.toolbar}>
        <Field id={`${id}-search`} label="Search applications">
          <input
            id={`${id}-search`}
            type="search"
            className={fieldControlClass}
            placeholder="Name, e-mail or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <fieldset className={styles.filters}>
          <legend>Status</legend>
          <div className={styles.filterOptions}>
            {STATUS_FILTERS.map((filter) => (
              <label key={filter} className={styles.filter}>
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={filter}
                  checked={status === filter}
                  onChange={() => setStatus(filter)}
                />
                <span>
                  {FILTER_LABEL[filter]} <span className={styles.count}>{counts[filter]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div aria-live="polite" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && (
          <p className={styles.state}>
            <Spinner /> {TEXTS.admin.loading}
          </p>
        )}
        {load.status === 'failed' && (
          <p className={`${styles.state} ${styles.failed}`} role="alert">
            Error: {load.message}
          </p>
        )}
        {load.status === 'loaded' && shown.length === 0 && (
          <p className={styles.state}>{TEXTS.admin.empty}</p>
        )}
      </div>
      {shown.length > 0 && (
        <ul className={styles.grid} aria-label="Applications">
          {shown.map((application) => (
            <li key={application._id}>
              <ApplicationCard application={application} onDecided={replace} />
            </li>
          ))}
        </ul>
      )}
    </ConsoleLayout>
  );
}
