// The words around the contact pages. Plain data: no React, no DOM.
import type { CtaCopy, HeroCopy } from './pages';

export const contactCopy = {
  hero: {
    eyebrow: 'Contact',
    title: "Let's talk about your project",
    lead: 'Questions, ideas or a brief ready to go: our team in San Francisco and London is here to help.',
  } satisfies HeroCopy,
  form: {
    title: 'Send us a message',
    subtitle: 'Fill in the form and we will get back to you within 24 hours.',
  },
  card: 'Contact information',
  failure:
    'Sorry, we could not send your message just now. Please try again in a few minutes, or e-mail us at',
};

export const contactInfoCopy = {
  hero: {
    eyebrow: 'Contact information',
    title: 'How to reach Brightwave',
    lead: 'Call, write or visit one of our two offices.',
  } satisfies HeroCopy,
  actions: { message: 'Send a message', project: 'Start a project' },
  offices: { eyebrow: 'Locations', title: 'Our offices', lead: 'Two time zones, one team.' },
  card: 'Phones, e-mail and social',
  cta: {
    title: 'Prefer to write?',
    text: 'Use our contact form and the right person will answer within 24 hours.',
    action: 'Open the contact form',
  } satisfies CtaCopy,
};
