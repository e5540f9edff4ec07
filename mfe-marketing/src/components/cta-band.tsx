import type { CtaCopy } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { Heading } from './heading';
import styles from './cta-band.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

interface CtaBandProps {
  copy: CtaCopy;
  secondary?: { label: string; to: string };
}

/** The closing call to action of a page. */
export function CtaBand({ copy: { title, text, action }, secondary }: CtaBandProps) {
  return (
    <section className={styles.band}>
      <div className={`bw-container ${styles.inner}`}>
        <div className={styles.copy}>
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={PAGE_PATHS.contact}>{action}</ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.to} variant="onDark">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
