import { vitalRating, type VitalMetric } from '@brightwave/contracts';

export const METRIC_NAMES: Record<VitalMetric, string> = {
  lcp: 'LCP',
  inp: 'INP',
  cls: 'CLS',
  fcp: 'FCP',
  ttfb: 'TTFB',
};

export const METRIC_TITLES: Record<VitalMetric, string> = {
  lcp: 'Largest Contentful Paint',
  inp: 'Interaction to Next Paint',
  cls: 'Cumulative Layout Shift',
  fcp: 'First Contentful Paint',
  ttfb: 'Time to First Byte',
};

/** A metric's value as people read it: "2.31 s", "180 ms", "0.04". */
export function formatVital(metric: VitalMetric, value: number | undefined): string {
  if (value === undefined) return '–';
  if (metric === 'cls') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** A p75 with Google's rating in words (colour is never the only sign). */
export function ratedVital(metric: VitalMetric, value: number | undefined) {
  return value === undefined ? undefined : vitalRating(metric, value);
}

/** "2026-11-28" -> "28 Nov". */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
