// The histograms field speed is kept as: percentiles from them match the sample's own.
import {
  addHistogram,
  vitalBucket,
  vitalPercentile,
  type VitalHistogram,
  type VitalMetric,
} from './vitals';

const histogramOf = (metric: VitalMetric, values: number[]): VitalHistogram => {
  const histogram: VitalHistogram = {};
  for (const value of values) addHistogram(histogram, { [vitalBucket(metric, value)]: 1 });
  return histogram;
};

/** The sample's own q-quantile (nearest rank). */
const exact = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!;

describe('field speed histograms', () => {
  it('give the p75 and p95 of a known sample within the bucket width (9%)', () => {
    // 400 page views' LCP: 100 ms to 40 s in steps of 100 ms (p75 30 s, p95 38 s).
    const lcp = Array.from({ length: 400 }, (_, i) => (i + 1) * 100);
    const histogram = histogramOf('lcp', lcp);
    expect(vitalPercentile('lcp', histogram, 0.75)).toBeGreaterThan(exact(lcp, 0.75) * 0.95);
    expect(vitalPercentile('lcp', histogram, 0.75)).toBeLessThan(exact(lcp, 0.75) * 1.05);
    expect(vitalPercentile('lcp', histogram, 0.95)).toBeGreaterThan(exact(lcp, 0.95) * 0.95);
    expect(vitalPercentile('lcp', histogram, 0.95)).toBeLessThan(exact(lcp, 0.95) * 1.05);
  });

  it('tell a skewed sample from its mean: 3 in 4 fast views, 1 in 4 slow', () => {
    const inp = [...Array<number>(30).fill(80), ...Array<number>(10).fill(900)];
    const p75 = vitalPercentile('inp', histogramOf('inp', inp), 0.75)!;
    expect(p75).toBeGreaterThan(76);
    expect(p75).toBeLessThanOrEqual(88); // 80's bucket, not the mean (285)
    expect(vitalPercentile('inp', histogramOf('inp', inp), 0.95)).toBeGreaterThan(850);
  });

  it('measures CLS (a score) to the thousandth, zero included', () => {
    const cls = [0, 0, 0, 0.02, 0.05, 0.08, 0.12, 0.3];
    const p75 = vitalPercentile('cls', histogramOf('cls', cls), 0.75)!;
    expect(p75).toBeGreaterThan(0.073);
    expect(p75).toBeLessThan(0.08 * 1.09); // 0.08, within its bucket
    expect(vitalPercentile('cls', histogramOf('cls', [0, 0, 0, 0]), 0.75)).toBeLessThanOrEqual(
      0.001,
    );
  });

  it('sums hours into one histogram, and has no percentile without views', () => {
    const [a, b] = [histogramOf('lcp', [1000, 1000, 1000]), histogramOf('lcp', [5000])];
    const both = addHistogram(addHistogram({}, a), b);
    expect(vitalPercentile('lcp', both, 0.95)).toBeGreaterThan(4500);
    expect(vitalPercentile('lcp', both, 0.5)).toBeLessThan(1100);
    expect(vitalPercentile('lcp', {}, 0.75)).toBeNull();
  });

  it('keeps the number of buckets bounded: 120 s is bucket 135', () => {
    expect(vitalBucket('lcp', 120_000)).toBeLessThanOrEqual(135);
    expect(vitalBucket('cls', 100)).toBeLessThanOrEqual(133);
  });
});
