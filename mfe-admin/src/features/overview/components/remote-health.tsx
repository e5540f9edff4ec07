import { API_PATHS, type RemoteHealthSummary } from '@brightwave/contracts';
import { ConsoleTable, formatTime, ListState, styles } from '../../../components/console';
import { useAdminData } from '../../../hooks/use-admin-data';

const rate = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

/**
 * What real visitors met in the last 24 hours, per remote version: page loads, loads that failed
 * and errors the shell's boundaries caught (the shell's reports). A canary the guard switched off
 * is marked, with when.
 */
export function RemoteHealth() {
  const health = useAdminData<RemoteHealthSummary>(API_PATHS.adminRemoteHealth);
  return (
    <section aria-labelledby="remote-health-heading">
      <h2 id="remote-health-heading" className={styles.subheading}>
        Errors per remote version, last 24 hours
      </h2>
      <ListState
        load={health}
        loadingLabel="Loading the remotes' errors"
        isEmpty={(data) => data.versions.length === 0}
        empty="No page loads reported in the last 24 hours."
      >
        {(data) => (
          <ConsoleTable
            caption="Errors per remote version, last 24 hours"
            columns={[
              'Remote',
              'Version',
              'Page loads',
              'Failed loads',
              'Caught errors',
              'Error rate',
              'Last error',
            ]}
          >
            {data.versions.map((row) => (
              <tr
                key={`${row.remote} ${row.version} ${row.channel}`}
                className={row.pulledAt ? styles.highlight : undefined}
              >
                <td data-label="Remote">{row.remote}</td>
                <td data-label="Version">
                  <code>{row.version}</code>
                  <div className={styles.muted}>
                    {row.channel === 'canary' ? 'canary' : 'stable'}
                    {row.pulledAt && `, switched off ${formatTime(row.pulledAt)}`}
                  </div>
                </td>
                <td data-label="Page loads">{row.loads}</td>
                <td data-label="Failed loads">{row.failedLoads}</td>
                <td data-label="Caught errors">{row.caughtErrors}</td>
                <td data-label="Error rate">{rate(row.errorRate)}</td>
                <td data-label="Last error">{row.lastError ?? '–'}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ListState>
    </section>
  );
}
