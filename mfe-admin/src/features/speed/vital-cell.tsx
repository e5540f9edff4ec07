import type { VitalMetric } from '@brightwave/contracts';
import { formatVital, ratedVital } from './format';
import styles from './speed.module.css';

/** A p75 and its rating against Google's thresholds, in words and colour. */
export function VitalCell({ metric, value }: { metric: VitalMetric; value: number | undefined }) {
  const rating = ratedVital(metric, value);
  return (
    <span className={styles.vital}>
      <span className={styles.value}>{formatVital(metric, value)}</span>
      {rating && (
        <span className={styles.rating} data-rating={rating}>
          {rating}
        </span>
      )}
    </span>
  );
}
