// Field speed (Core Web Vitals) from real visits: what the shell measures with Google's web-vitals
// library, what the API keeps (hourly histograms per route, release and device class: see
// api/src/remote-errors/vitals*), and what the console and the canary guard read from them. No
// zod here: the shell's measuring chunk needs these constants, not the API's validation.

/** The metrics measured, in the order the console shows them. */
export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Google's "good" thresholds (p75 at most this): ms, except CLS (a score). */
export const VITAL_GOOD: Record<VitalMetric, number> = {
  lcp: 2500,
  inp: 200,
  cls: 0.1,
  fcp: 1800,
  ttfb: 800,
};

/** Google's "poor" thresholds (p75 above this). */
export const VITAL_POOR: Record<VitalMetric, number> = {
  lcp: 4000,
  inp: 500,
  cls: 0.25,
  fcp: 3000,
  ttfb: 1800,
};

export type VitalRating = 'good' | 'needs improvement' | 'poor';

/** Google's rating of a p75. */
export const vitalRating = (metric: VitalMetric, value: number): VitalRating =>
  value <= VITAL_GOOD[metric] ? 'good' : value <= VITAL_POOR[metric] ? 'needs improvement' : 'poor';

/** The largest value accepted per metric (ms; CLS a score): larger is a forged or broken one. */
export const VITAL_MAX: Record<VitalMetric, number> = {
  lcp: 120_000,
  inp: 60_000,
  cls: 100,
  fcp: 120_000,
  ttfb: 120_000,
};

/** Device classes, by the viewport's width when measured. */
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
/** Narrower than this (CSS px) is a phone. */
export const PHONE_MAX_WIDTH = 768;

/** The connection types navigator.connection names (effectiveType); anything else is unknown. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const VITALS_LIMITS = {
  /** Characters of a route pattern ("/blogDetails/:id"). */
  route: 100,
  /** Route patterns kept per remote version and hour: the rows stay bounded whatever is sent. */
  routesPerVersionHour: 60,
};

/**
 * The histogram's buckets: bucket 0 holds values up to 1 unit, bucket i (i >= 1) values in
 * (R^(i-1), R^i], with R = 2^(1/8) (a bucket is 9% wide). Units are ms, and thousandths for CLS,
 * so one scale serves every metric: at most 136 buckets (120 s), a p75 within a few per cent.
 */
const RATIO = 2 ** (1 / 8);
const unitsOf = (metric: VitalMetric, value: number) => (metric === 'cls' ? value * 1000 : value);

/** The bucket a measured value falls in. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const units = unitsOf(metric, value);
  return units <= 1 ? 0 : Math.ceil(Math.log(units) / Math.log(RATIO) - 1e-9);
}

/** The values bucket `i` holds, (low, high], in the metric's own unit. */
function bucketRange(metric: VitalMetric, i: number): [number, number] {
  const scale = metric === 'cls' ? 1000 : 1;
  return i === 0 ? [0, 1 / scale] : [RATIO ** (i - 1) / scale, RATIO ** i / scale];
}

/** A histogram: count per bucket index (sparse). */
export type VitalHistogram = Record<string, number>;

/** Adds histogram `b` into `a`. */
export function addHistogram(a: VitalHistogram, b: VitalHistogram | undefined): VitalHistogram {
  for (const [bucket, count] of Object.entries(b ?? {})) a[bucket] = (a[bucket] ?? 0) + count;
  return a;
}

/**
 * The q-quantile (0.75 for p75) of the values a histogram counts, interpolated within its bucket;
 * null when it counts none.
 */
export function vitalPercentile(
  metric: VitalMetric,
  histogram: VitalHistogram,
  q: number,
): number | null {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (!total) return null;
  const rank = q * total;
  let below = 0;
  for (const [bucket, count] of buckets) {
    if (below + count >= rank) {
      const [low, high] = bucketRange(metric, bucket);
      return low + ((high - low) * (rank - below)) / count;
    }
    below += count;
  }
  return bucketRange(metric, buckets[buckets.length - 1]![0])[1];
}

/** The periods the console offers (days). */
export const SPEED_PERIODS = [7, 30] as const;
