import { generalFaqs } from '@brightwave/site-content';
import { Accordion } from '../../components/accordion';
import { CtaBand } from '../../components/cta-band';
import { Nest } from '../../components/heading';
import { PageHero } from '../../components/page-hero';
import styles from './extra-pages.module.css';

/** /question: what prospective clients ask before they call. */
export default function QuestionPage() {
  return (
    <>
      <PageHero eyebrow="Questions" title={generalFaqs.title} lead={generalFaqs.lead} />
      <Nest>
        <section className={styles.band} aria-label="Questions and answers">
          <div className="bw-container">
            <Accordion items={generalFaqs.items} />
          </div>
        </section>
        <CtaBand
          title="Still have a question?"
          text="Ask us anything about your project. A real person replies within 24 hours."
          action="Ask us"
        />
      </Nest>
    </>
  );
}
