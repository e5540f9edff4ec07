import type { QuestionAnswer, TitledText } from '@brightwave/site-content';
import { company } from '@brightwave/site-content';
import { Accordion } from '../../components/accordion';
import { FeatureGrid } from '../../components/feature-grid';
import { Heading, Nest } from '../../components/heading';
import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import styles from './service-blocks.module.css';

// The blocks every service page is made of, shared by the four service pages and data analytics.

export function RolesSection({ roles, service }: { roles: TitledText[]; service: string }) {
  return (
    <Section
      eyebrow="Your team"
      title="The consultants you work with"
      lead={`Every ${service} engagement is led by senior specialists who stay with you from the first workshop to launch.`}
    >
      <FeatureGrid items={roles} marker={['users', 'code', 'layers', 'rocket']} columns={4} />
    </Section>
  );
}

export function BenefitsSection({ benefits, aside }: { benefits: TitledText[]; aside?: boolean }) {
  return (
    <section className={styles.benefits}>
      <div className={`bw-container ${styles.benefitsInner}`}>
        <div>
          <p className={styles.eyebrow}>Benefits</p>
          <Heading className={styles.title}>What you gain</Heading>
          <p className={styles.lead}>
            Results our clients measure, not promises on a slide. Here is what changes when we work
            together.
          </p>
          {aside && <VideoLink />}
        </div>
        <Nest>
          <ul className={styles.list}>
            {benefits.map((benefit) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.check}>
                  <Icon name="check" size={18} />
                </span>
                <div>
                  <Heading className={styles.benefitTitle}>{benefit.title}</Heading>
                  <p className={styles.benefitText}>{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Nest>
      </div>
    </section>
  );
}

/** The link to the company's video channel. */
function VideoLink() {
  return (
    <a className={styles.video} href={company.videoChannel} target="_blank" rel="noreferrer">
      <span className={styles.play}>
        <Icon name="play" size={28} />
      </span>
      <span>
        <strong className={styles.videoTitle}>Watch our work on video</strong>
        <span className={styles.videoText}>
          Case studies and talks on our YouTube channel
          <span className="bw-visually-hidden"> (opens in a new tab)</span>
        </span>
      </span>
    </a>
  );
}

export function FaqSection({ faqs }: { faqs: QuestionAnswer[] }) {
  return (
    <Section
      eyebrow="FAQ"
      title="Questions and answers"
      lead="What clients usually ask us before we start."
      tone="tint"
    >
      <Accordion items={faqs} />
    </Section>
  );
}
