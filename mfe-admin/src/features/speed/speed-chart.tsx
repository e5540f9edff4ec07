import { VITAL_GOOD, type VitalMetric } from '@brightwave/contracts';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatVital, METRIC_NAMES } from './format';
import styles from './speed.module.css';

export interface ChartPoint {
  label: string;
  value: number | undefined;
}

/**
 * A chart of one metric's p75 (a line over days, or bars per release) with Google's "good"
 * threshold drawn, beside the table holding the same figures: the chart is one image to a screen
 * reader (its label says what it shows and where the figures are), the table is what is read.
 */
export function SpeedChart({
  kind,
  metric,
  title,
  points,
  children,
}: {
  kind: 'line' | 'bar';
  metric: VitalMetric;
  title: string;
  points: ChartPoint[];
  /** The data table beside the chart. */
  children: ReactNode;
}) {
  const good = VITAL_GOOD[metric];
  const tick = (value: number) => formatVital(metric, value);
  const data = points.map((point) => ({ label: point.label, p75: point.value ?? null }));
  const axes = (
    <>
      <CartesianGrid stroke="var(--bw-border)" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis tickFormatter={tick} tick={{ fontSize: 12 }} width={64} />
      <Tooltip formatter={(value) => [tick(Number(value)), `p75 ${METRIC_NAMES[metric]}`]} />
      <ReferenceLine
        y={good}
        stroke="var(--bw-success)"
        strokeDasharray="6 4"
        ifOverflow="extendDomain"
        label={{ value: `good ≤ ${tick(good)}`, position: 'insideTopRight', fontSize: 12 }}
      />
    </>
  );
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figcaption}>{title}</figcaption>
      <div className={styles.chartAndTable}>
        <div
          className={styles.chart}
          role="img"
          aria-label={`${title}: a chart; the table beside it holds the same figures.`}
        >
          <ResponsiveContainer width="100%" height={240}>
            {kind === 'line' ? (
              <LineChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
                {axes}
                <Line
                  type="monotone"
                  dataKey="p75"
                  stroke="var(--bw-primary)"
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  connectNulls
                  isAnimationActive={false}
                />
              </LineChart>
            ) : (
              <BarChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
                {axes}
                <Bar dataKey="p75" fill="var(--bw-primary)" isAnimationActive={false} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </div>
        <div className={styles.tableBeside}>{children}</div>
      </div>
    </figure>
  );
}
