import type { ReactNode } from 'react';
import type { Art } from '../art/art';
import { Heading, Nest } from './heading';
import { Illustration } from './illustration';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** For a landmark named by this title. */
  titleId?: string;
  lead?: string;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Anything else under the text, e.g. badges. */
  children?: ReactNode;
  art?: Art;
  artAlt?: string;
  /** A link back, shown above the eyebrow. */
  back?: ReactNode;
  /** 'light' for a page whose sections bring their own dark banners (/allservices). */
  tone?: 'dark' | 'light';
  /** Less padding, and the drawing on wide screens only (the banners /allservices stacks). */
  compact?: boolean;
  /** The right half when there is no drawing: e.g. a card of key facts. */
  aside?: ReactNode;
}

/** The one strong hero of a page: ink-to-primary gradient, the page's title at the current level. */
export function PageHero({
  eyebrow,
  title,
  titleId,
  lead,
  actions,
  children,
  art,
  artAlt = '',
  back,
  tone = 'dark',
  compact = false,
  aside,
}: PageHeroProps) {
  return (
    <section
      className={[
        styles.hero,
        tone === 'light' && styles.light,
        !art && styles.pattern,
        compact && styles.compact,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={`bw-container ${styles.inner} ${art || aside ? styles.withArt : ''}`}>
        <div className={styles.text}>
          {back}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {children}
        </div>
        {art && (
          <div className={`bw-enter-slow ${styles.art}`}>
            <Illustration art={art} alt={artAlt} />
          </div>
        )}
        {!art && aside && (
          <div className={`bw-enter-slow ${styles.aside}`}>
            <Nest>{aside}</Nest>
          </div>
        )}
      </div>
    </section>
  );
}
