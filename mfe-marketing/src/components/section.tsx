import type { ReactNode } from 'react';
import { Heading, Nest } from './heading';
import styles from './section.module.css';

interface SectionProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** 'tint' paints the section on the light grey surface, to separate it from its neighbours. */
  tone?: 'plain' | 'tint';
  align?: 'center' | 'start';
  id?: string;
  children?: ReactNode;
}

/** A titled band of a page; what it holds sits one heading level below its title. */
export function Section({
  eyebrow,
  title,
  lead,
  tone = 'plain',
  align = 'center',
  id,
  children,
}: SectionProps) {
  return (
    <section id={id} className={`${styles.section} ${tone === 'tint' ? styles.tint : ''}`}>
      <div className="bw-container">
        <header className={`${styles.header} ${align === 'start' ? styles.start : ''}`}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading className={styles.title}>{title}</Heading>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        <Nest>{children}</Nest>
      </div>
    </section>
  );
}
