import { projectInquiry } from '@brightwave/site-content';
import { Heading, Nest } from '../../components/heading';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { ContactPanel } from '../contact/contact-panel';
import styles from './extra-pages.module.css';

/** /forminfo: a project inquiry, sent through the same contact form and endpoint. */
export default function FormInfoPage() {
  return (
    <>
      <PageHero
        eyebrow={projectInquiry.eyebrow}
        title={projectInquiry.title}
        lead={projectInquiry.lead}
      />
      <Nest>
        <ContactPanel
          title="Project details"
          subtitle="All fields are required. We reply within 24 hours."
          form={{
            subjectOptions: projectInquiry.projectTypes,
            subjectLabel: 'Project type',
            messageLabel: 'About your project',
            messagePlaceholder:
              'Your goals, timeline and budget, and anything else we should know.',
          }}
          aside={
            <aside className={styles.next} aria-label="What happens next">
              <Heading className={styles.nextTitle}>What happens next</Heading>
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
