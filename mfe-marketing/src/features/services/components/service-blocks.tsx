import type { ClientNeed, QuestionAnswer, TitledText } from '@brightwave/site-content';
import { company, servicePageCopy as copy } from '@brightwave/site-content';
import { Accordion } from '../../../components/accordion';
import { FeatureGrid } from '../../../components/feature-grid';
import { Heading, Nest } from '../../../components/heading';
import { Icon } from '../../../components/icon';
import { Section } from '../../../components/section';
import styles from './service-blocks.module.css';

// The blocks every service page is made of, shared by the four service pages and data analytics.

export function RolesSection({ roles }: { roles: TitledText[] }) {
  return (
    <Section {...copy.roles}>
      <FeatureGrid items={roles} marker={['users', 'code', 'layers', 'rocket']} columns={4} />
    </Section>
  );
}

export function BenefitsSection({ benefits, aside }: { benefits: TitledText[]; aside?: boolean }) {
  return (
    <section className={styles.benefits}>
      <div className={`bw-container ${styles.benefitsInner}`}>
        <div>
          <p className={styles.eyebrow}>{copy.benefits.eyebrow}</p>
          <Heading className={styles.title}>{copy.benefits.title}</Heading>
          <p className={styles.lead}>{copy.benefits.lead}</p>
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
        <strong className={styles.videoTitle}>{copy.video.title}</strong>
        <span className={styles.videoText}>
          {copy.video.text}
          <span className="bw-visually-hidden"> (opens in a new tab)</span>
        </span>
      </span>
    </a>
  );
}

export function FaqSection({ faqs }: { faqs: QuestionAnswer[] }) {
  return (
    <Section {...copy.faq} tone="tint">
      <Accordion items={faqs} />
    </Section>
  );
}

/** The situations clients come with, in their words, and what we would build for each. */
export function NeedsSection({ needs }: { needs: ClientNeed[] }) {
  return (
    <Section {...copy.needs}>
      <ul className={styles.needs}>
        {needs.map((item) => (
          <li key={item.who} className={styles.need}>
            <Heading className={styles.who}>{item.who}</Heading>
            <blockquote className={styles.quote}>
              <p>{item.need}</p>
            </blockquote>
            <p className={styles.build}>
              <span className={styles.buildLabel}>{copy.needs.build}</span> {item.build}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
