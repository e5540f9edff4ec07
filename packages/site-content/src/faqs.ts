// Copy for the questions page. Plain data: no React, no DOM.
import type { QuestionAnswer } from './services';

/** /question: what prospective clients ask before they call. */
export const generalFaqs = {
  eyebrow: 'Questions',
  title: 'Frequently asked questions',
  cta: {
    title: 'Still have a question?',
    text: 'Ask us anything about your project. A real person replies within 24 hours.',
    action: 'Ask us',
  },
  lead: 'Straight answers about working with Brightwave. Cannot find yours? Ask us directly.',
  items: [
    {
      question: 'How does a project with Brightwave start?',
      answer:
        'With a free 30-minute call about your goals. If there is a fit, we run a short paid discovery that ends with a scope, a timeline and a fixed price for the first release.',
    },
    {
      question: 'How much does a typical project cost?',
      answer:
        'Most first releases cost between 30,000 and 150,000 US dollars, depending on scope. We always agree the budget before work starts.',
    },
    {
      question: 'Can you work with our in-house team?',
      answer:
        'Yes. We often join existing teams, pair with your engineers and leave behind documentation and practices your team keeps.',
    },
    {
      question: 'Which time zones do you cover?',
      answer:
        'Our offices in San Francisco and London overlap with most of North America, Europe, the Middle East and Africa.',
    },
    {
      question: 'Who owns the code?',
      answer: 'You do. Source code, designs and documentation are transferred to you in full.',
    },
    {
      question: 'Do you sign NDAs?',
      answer:
        'Of course. We are happy to sign your non-disclosure agreement before the first call.',
    },
  ] satisfies QuestionAnswer[],
};
