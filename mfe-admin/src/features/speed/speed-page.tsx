import {
  API_PATHS,
  SPEED_PERIODS,
  VITAL_GOOD,
  VITAL_METRICS,
  type DeviceClass,
  type SpeedRoute,
  type SpeedSummary,
  type VitalMetric,
} from '@brightwave/contracts';
import { useId, useState } from 'react';
import {
  ConsoleLayout,
  ConsoleTable,
  ListState,
  styles as consoleStyles,
} from '../../components/console';
import { useAdminData } from '../../hooks/use-admin-data';
import { formatDay, formatVital, METRIC_NAMES, METRIC_TITLES } from './format';
import { SpeedChart } from './speed-chart';
import styles from './speed.module.css';
import { VitalCell } from './vital-cell';

type Period = (typeof SPEED_PERIODS)[number];
const DEVICES: ReadonlyArray<readonly [DeviceClass | 'all', string]> = [
  ['all', 'All devices'],
  ['phone', 'Phones'],
  ['desktop', 'Desktops'],
];
const METRIC_COLUMNS = VITAL_METRICS.map((metric) => `p75 ${METRIC_NAMES[metric]}`);

/** A labelled select of the page's toolbar. */
function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) =>
          onChange(options.find(([option]) => String(option) === event.target.value)![0])
        }
      >
        {options.map(([option, text]) => (
          <option key={String(option)} value={String(option)}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every metric's p75 in a row's cells. */
function VitalCells({ p75 }: { p75: SpeedRoute['p75'] }) {
  return VITAL_METRICS.map((metric) => (
    <td key={metric} data-label={`p75 ${METRIC_NAMES[metric]}`}>
      <VitalCell metric={metric} value={p75[metric]} />
    </td>
  ));
}

/** One route's trend, device classes and releases. */
function RouteDetail({
  route,
  metric,
  days,
}: {
  route: SpeedRoute;
  metric: VitalMetric;
  days: Period;
}) {
  const name = METRIC_NAMES[metric];
  return (
    <section aria-labelledby="speed-route-heading" className={styles.detail}>
      <h2 id="speed-route-heading" className={consoleStyles.subheading}>
        <code>{route.route}</code> ({route.remote})
      </h2>
      <SpeedChart
        kind="line"
        metric={metric}
        title={`p75 ${name} of ${route.route} per day, last ${days} days`}
        points={route.days.map((day) => ({ label: formatDay(day.day), value: day.p75[metric] }))}
      >
        <ConsoleTable
          caption={`p75 ${name} of ${route.route} per day`}
          columns={['Day', 'Page views', `p75 ${name}`]}
        >
          {route.days.map((day) => (
            <tr key={day.day}>
              <td data-label="Day">{formatDay(day.day)}</td>
              <td data-label="Page views">{day.views}</td>
              <td data-label={`p75 ${name}`}>
                <VitalCell metric={metric} value={day.p75[metric]} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </SpeedChart>
      <SpeedChart
        kind="bar"
        metric={metric}
        title={`p75 ${name} of ${route.route} per release of ${route.remote}`}
        points={route.releases.map((release) => ({
          label: `${release.version.slice(0, 7)}${release.channel === 'canary' ? ' (canary)' : ''}`,
          value: release.p75[metric],
        }))}
      >
        <ConsoleTable
          caption={`p75 ${name} of ${route.route} per release`}
          columns={['Release', 'Page views', `p75 ${name}`]}
        >
          {route.releases.map((release) => (
            <tr key={`${release.version} ${release.channel}`}>
              <td data-label="Release">
                <code>{release.version}</code>
                <div className={consoleStyles.muted}>{release.channel}</div>
              </td>
              <td data-label="Page views">{release.views}</td>
              <td data-label={`p75 ${name}`}>
                <VitalCell metric={metric} value={release.p75[metric]} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </SpeedChart>
      <h3 className={styles.minorHeading}>Per device class</h3>
      <ConsoleTable
        caption={`p75 of ${route.route} per device class`}
        columns={['Device', 'Page views', ...METRIC_COLUMNS]}
      >
        {route.devices.map((device) => (
          <tr key={device.device}>
            <td data-label="Device">{device.device}</td>
            <td data-label="Page views">{device.views}</td>
            <VitalCells p75={device.p75} />
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}

/**
 * The console's Speed page: how fast the site is for real visitors (field Core Web Vitals the
 * shell measures), each route's p75 against Google's "good" thresholds, over 7 or 30 days, per
 * device class and per release of the remote that draws it.
 */
export default function SpeedPage() {
  const [days, setDays] = useState<Period>(7);
  const [device, setDevice] = useState<DeviceClass | 'all'>('all');
  const [metric, setMetric] = useState<VitalMetric>('lcp');
  const [chosen, setChosen] = useState<string | undefined>();
  const speed = useAdminData<SpeedSummary>(API_PATHS.adminSpeed, { days, device });
  const thresholds = (['lcp', 'inp', 'cls'] as const)
    .map((m) => `${METRIC_NAMES[m]} ${formatVital(m, VITAL_GOOD[m])}`)
    .join(', ');
  return (
    <ConsoleLayout
      title="Speed"
      intro={`How fast pages are for real visitors (p75 of their page views), against Google's "good" thresholds: ${thresholds}.`}
    >
      <div className={consoleStyles.toolbar}>
        <Choice
          label="Period"
          value={days}
          options={SPEED_PERIODS.map((period) => [period, `Last ${period} days`] as const)}
          onChange={setDays}
        />
        <Choice label="Device class" value={device} options={DEVICES} onChange={setDevice} />
        <Choice
          label="Chart metric"
          value={metric}
          options={VITAL_METRICS.map(
            (m) => [m, `${METRIC_NAMES[m]}: ${METRIC_TITLES[m]}`] as const,
          )}
          onChange={setMetric}
        />
      </div>
      <ListState
        load={speed}
        loadingLabel="Loading the speed figures"
        isEmpty={(data) => data.routes.length === 0}
        empty="No page views measured in this period."
      >
        {(data) => {
          const route =
            data.routes.find((r) => `${r.remote} ${r.route}` === chosen) ?? data.routes[0]!;
          return (
            <>
              <section aria-labelledby="speed-routes-heading">
                <h2 id="speed-routes-heading" className={consoleStyles.subheading}>
                  p75 per route, last {data.days} days
                </h2>
                <ConsoleTable
                  caption={`p75 per route, last ${data.days} days`}
                  columns={['Route', 'Page views', ...METRIC_COLUMNS]}
                >
                  {data.routes.map((row) => (
                    <tr key={`${row.remote} ${row.route}`}>
                      <td data-label="Route">
                        <code>{row.route}</code>
                        <div className={consoleStyles.muted}>{row.remote}</div>
                      </td>
                      <td data-label="Page views">{row.views}</td>
                      <VitalCells p75={row.p75} />
                    </tr>
                  ))}
                </ConsoleTable>
              </section>
              <div className={`${consoleStyles.toolbar} ${styles.routeChoice}`}>
                <Choice
                  label="Route in detail"
                  value={`${route.remote} ${route.route}`}
                  options={data.routes.map((r) => [`${r.remote} ${r.route}`, r.route] as const)}
                  onChange={setChosen}
                />
              </div>
              <RouteDetail route={route} metric={metric} days={data.days as Period} />
            </>
          );
        }}
      </ListState>
    </ConsoleLayout>
  );
}
