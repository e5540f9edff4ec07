import type { ReactNode } from 'react';
import { Heading, Nest } from '../../../components/heading';
import { ContactForm } from './contact-form';
import styles from './contact-panel.module.css';

interface ContactPanelProps {
  title: string;
  subtitle: string;
  form?: Parameters<typeof ContactForm>[0];
  /** What stands beside the form, e.g. the contact card. */
  aside: ReactNode;
}

/** The form in a card, with something useful beside it. Used by /contactus and /forminfo. */
export function ContactPanel({ title, subtitle, form, aside }: ContactPanelProps) {
  return (
    <section className={styles.section}>
      <div className={`bw-container ${styles.inner}`}>
        <div className={styles.formCard}>
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.subtitle}>{subtitle}</p>
          <ContactForm {...form} />
        </div>
        <Nest>{aside}</Nest>
      </div>
    </section>
  );
}
