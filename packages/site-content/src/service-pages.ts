// The words around the service pages' content. Plain data: no React, no DOM.
import type { CtaCopy, HeroCopy, SectionCopy } from './pages';

/** The blocks every service page shares (the four services and data analytics). */
export const servicePageCopy = {
  actions: { start: 'Start a project', work: 'See our work' },
  roles: {
    eyebrow: 'Your team',
    title: 'The consultants you work with',
    lead: 'Senior specialists lead every engagement and stay with you from the first workshop to launch.',
  } satisfies SectionCopy,
  benefits: {
    eyebrow: 'Benefits',
    title: 'What you gain',
    lead: 'Results our clients measure, not promises on a slide. Here is what changes when we work together.',
  } satisfies SectionCopy,
  needs: {
    eyebrow: 'Sound familiar?',
    title: 'What clients come to us with',
    lead: 'Situations we hear about in first calls, in our clients’ words, and what we would build for each.',
    build: 'What we would build:',
  },
  video: {
    title: 'Watch our work on video',
    text: 'Case studies and talks on our YouTube channel',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions and answers',
    lead: 'What clients usually ask us before we start.',
  } satisfies SectionCopy,
  cta: {
    title: "Let's talk about your project",
    text: 'Tell us where you are and where you want to be. We reply within 24 hours.',
    action: 'Contact us',
  } satisfies CtaCopy,
  allServices: 'All services',
  missing: {
    title: 'We could not find this service',
    text: 'It may have moved. All our services are listed on one page.',
    action: 'See all services',
  },
};

export const allServicesCopy = {
  hero: {
    eyebrow: 'All services',
    title: 'Everything we can build for you',
    lead: 'Artificial intelligence, web, mobile and game development: four practices, one senior team. Jump to the one you need.',
  } satisfies HeroCopy,
  jumpLabel: 'Services on this page',
  cta: {
    title: 'Not sure where to start?',
    text: 'Tell us about your goals and we will suggest the right mix of services.',
    action: 'Contact us',
  } satisfies CtaCopy,
};

export const dataAnalyticsCopy = {
  actions: { start: 'Book a free consultation', work: 'See our work' },
  intro: { eyebrow: 'Why Brightwave', title: 'Analytics done by people who have seen it all' },
  samples: {
    eyebrow: 'Services',
    title: 'Where clients usually start',
    lead: 'Four ways to get value from your data in weeks, not quarters.',
  } satisfies SectionCopy,
  cta: {
    title: 'Ready to trust your numbers?',
    text: 'Tell us which questions your data should answer. We reply within 24 hours.',
    action: 'Contact us',
  } satisfies CtaCopy,
};
