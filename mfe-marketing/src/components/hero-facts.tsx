import { Heading } from './heading';
import { Icon, type IconName } from './icon';
import styles from './hero-facts.module.css';

export interface HeroFact {
  icon: IconName;
  label: string;
  value: string;
}

/** A card of key facts for the right half of a hero that has no drawing. */
export function HeroFacts({ title, facts }: { title: string; facts: HeroFact[] }) {
  return (
    <aside className={styles.card} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      {/* One dl a fact, its icon beside it: a dl's groups may hold only dt and dd
          (definition-list). */}
      <div className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <span className={styles.icon}>
              <Icon name={fact.icon} size={22} />
            </span>
            <dl className={styles.pair}>
              <dt className={styles.label}>{fact.label}</dt>
              <dd className={styles.value}>{fact.value}</dd>
            </dl>
          </div>
        ))}
      </div>
    </aside>
  );
}
