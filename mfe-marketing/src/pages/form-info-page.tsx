import { company, projectInquiry } from '@brightwave/site-content';
import { Heading, Nest } from '../components/heading';
import { Icon } from '../components/icon';
import { HeroFacts } from '../components/hero-facts';
import { PageHero } from '../components/page-hero';
import { officeCities } from '../features/contact/components/contact-facts';
import { ContactPanel } from '../features/contact/components/contact-panel';
import styles from './extra-pages.module.css';

/** /forminfo: a project inquiry, sent through the same contact form and endpoint. */
export default function FormInfoPage() {
  return (
    <>
      <PageHero
        eyebrow={projectInquiry.eyebrow}
        title={projectInquiry.title}
        lead={projectInquiry.lead}
        aside={
          <HeroFacts
            title="What we build"
            facts={[
              {
                icon: 'layers',
                label: 'Project types',
                value: projectInquiry.projectTypes.join(', '),
              },
              { icon: 'clock', label: 'Reply time', value: company.hours.replyPromise },
              {
                icon: 'pin',
                label: 'Offices',
                value: officeCities,
              },
            ]}
          />
        }
      />
      <Nest>
        <ContactPanel
          title={projectInquiry.form.title}
          subtitle={projectInquiry.form.subtitle}
          form={{
            kind: 'inquiry',
            subjectOptions: projectInquiry.projectTypes,
            subjectLabel: projectInquiry.form.subjectLabel,
            subjectRequired: projectInquiry.form.subjectRequired,
            messageLabel: projectInquiry.form.messageLabel,
            messagePlaceholder: projectInquiry.form.messagePlaceholder,
          }}
          aside={
            <aside className={styles.next} aria-label={projectInquiry.nextTitle}>
              <Heading className={styles.nextTitle}>{projectInquiry.nextTitle}</Heading>
              <Nest>
                <ol className={styles.steps}>
                  {projectInquiry.expectations.map((step) => (
                    <li key={step.title}>
                      <span className={styles.stepIcon}>
                        <Icon name="check" size={18} />
                      </span>
                      <div>
                        <Heading className={styles.stepTitle}>{step.title}</Heading>
                        <p className={styles.stepText}>{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </Nest>
            </aside>
          }
        />
      </Nest>
    </>
  );
}
