import type { TitledText } from '@brightwave/site-content';
import { Heading } from './heading';
import { Icon, type IconName } from './icon';
import styles from './feature-grid.module.css';

type Marker = 'number' | 'check' | IconName[];

interface FeatureGridProps {
  items: TitledText[];
  /** What sits above each title: step numbers, a check mark, or one icon per item. */
  marker?: Marker;
  /** The most columns on a wide screen; fewer on narrower ones, one on a phone. */
  columns?: 2 | 3 | 4;
  /** 'dark' for cards on the gradient. */
  tone?: 'light' | 'dark';
}

function markerFor(marker: Marker, index: number) {
  if (marker === 'number') return <span className={styles.number}>{`0${index + 1}`}</span>;
  const name: IconName = marker === 'check' ? 'check' : (marker[index % marker.length] ?? 'check');
  return (
    <span className={styles.icon}>
      <Icon name={name} />
    </span>
  );
}

/** Cards with a marker, a title and a sentence: features, benefits, roles, steps. */
export function FeatureGrid({
  items,
  marker = 'check',
  columns = 3,
  tone = 'light',
}: FeatureGridProps) {
  return (
    <ul
      className={`${styles.grid} ${styles[`cols${columns}`]} ${tone === 'dark' ? styles.dark : ''}`}
    >
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          {markerFor(marker, index)}
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
