import { ButtonLink } from '@brightwave/web-kit';
import { Heading } from './heading';
import styles from './cta-band.module.css';

interface CtaBandProps {
  title: string;
  text: string;
  /** The button's label; it always leads to the contact page. */
  action?: string;
  secondary?: { label: string; to: string };
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, action = 'Contact us', secondary }: CtaBandProps) {
  return (
    <section className={styles.band}>
      <div className={`bw-container ${styles.inner}`}>
        <div className={styles.copy}>
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          {/* White on the gradient: a primary button would melt into its blue end. */}
          <ButtonLink to="/contactus" variant="secondary">
            {action}
          </ButtonLink>
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
