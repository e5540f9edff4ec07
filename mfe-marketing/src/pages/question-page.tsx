import { generalFaqs } from '@brightwave/site-content';
import { Accordion } from '../components/accordion';
import { CtaBand } from '../components/cta-band';
import { Nest } from '../components/heading';
import { PageHero } from '../components/page-hero';
import { ContactFacts } from '../features/contact/components/contact-facts';
import styles from './extra-pages.module.css';

/** /question: what prospective clients ask before they call. */
export default function QuestionPage() {
  return (
    <>
      <PageHero
        eyebrow={generalFaqs.eyebrow}
        title={generalFaqs.title}
        lead={generalFaqs.lead}
        aside={<ContactFacts title="Ask us directly" />}
      />
      <Nest>
        <section className={styles.band} aria-label="Questions and answers">
          <div className="bw-container">
            <Accordion items={generalFaqs.items} />
          </div>
        </section>
        <CtaBand copy={generalFaqs.cta} />
      </Nest>
    </>
  );
}
