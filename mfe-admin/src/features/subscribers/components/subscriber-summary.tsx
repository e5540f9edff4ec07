import type { AdminSubscribers, SubscriptionKind } from '@brightwave/contracts';
import { styles } from '../../../components/console';
import own from './subscribers.module.css';

const KIND_LABELS: Record<SubscriptionKind, string> = {
  blog: 'The whole blog',
  tag: 'A tag',
  author: 'An author',
};

/** Confirmed subscriptions by kind, and the last 30 days' confirmations as bars (with a text). */
export function SubscriberSummary({ data }: { data: AdminSubscribers }) {
  const most = Math.max(1, ...data.growth.map((d) => d.confirmed));
  const month = data.growth.reduce((sum, d) => sum + d.confirmed, 0);
  return (
    <>
      <h2 className={styles.subheading}>Confirmed subscriptions</h2>
      <ul className={styles.cards}>
        {(Object.keys(KIND_LABELS) as SubscriptionKind[]).map((kind) => (
          <li key={kind} className={styles.card}>
            <span className={styles.cardValue}>{data.counts[kind]}</span>
            <span>{KIND_LABELS[kind]}</span>
          </li>
        ))}
      </ul>
      <h2 className={styles.subheading}>Growth, last 30 days</h2>
      <p className={styles.muted}>
        {month} subscription{month === 1 ? '' : 's'} confirmed in the last 30 days (still held).
      </p>
      <ol className={own.bars} aria-label="Subscriptions confirmed per day">
        {data.growth.map((d) => (
          <li key={d.day} className={own.bar} title={`${d.day}: ${d.confirmed}`}>
            <span
              className={own.fill}
              style={{ height: `${Math.round((d.confirmed / most) * 100)}%` }}
            />
            <span className="bw-visually-hidden">
              {d.day}: {d.confirmed}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
