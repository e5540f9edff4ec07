import type { Stat } from '@brightwave/site-content';
import styles from './stat-list.module.css';

interface StatListProps {
  stats: Stat[];
  /** 'onDark' for the gradient hero, 'card' for a light band. */
  tone?: 'onDark' | 'card';
  label: string;
}

/** Figures such as "50+ Projects Completed", read as one phrase each. */
export function StatList({ stats, tone = 'card', label }: StatListProps) {
  return (
    <ul className={`${styles.list} ${styles[tone]}`} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.item}>
          <span className={styles.value}>{stat.value}</span>{' '}
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
