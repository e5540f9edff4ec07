import type { ReactNode } from 'react';
import { Heading } from './heading';
import { Icon, type IconName } from './icon';
import styles from './state-card.module.css';

interface StateCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** 'alert' for an error a visitor should hear at once. */
  role?: 'alert';
}

/** A designed card for an empty or error state, always with a way forward. */
export function StateCard({ icon, title, children, actions, role }: StateCardProps) {
  return (
    <div className={styles.card} role={role}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.text}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
