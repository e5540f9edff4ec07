// The words around the content: page heroes, section titles and calls to action, so that every
// visible sentence of the marketing pages can be changed here. Plain data: no React, no DOM.

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface SectionCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface CtaCopy {
  title: string;
  text: string;
  /** The button's label; it leads to the contact page. */
  action: string;
}

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

export const productsCopy = {
  hero: {
    eyebrow: 'Products',
    title: 'Products we designed and built',
    lead: 'Apps and platforms in use every day by patients, laboratories, office teams and readers around the world.',
  } satisfies HeroCopy,
  viewDetails: 'View details',
  cta: {
    title: 'Have a product in mind?',
    text: "From the first sketch to the app stores, we can build it with you. Let's talk.",
    action: 'Contact',
  } satisfies CtaCopy,
};

export const projectDetailCopy = {
  facts: { published: 'Published', services: 'Services', industry: 'Industry' },
  liveSite: 'Visit Live Site',
  moreDetails: 'More details',
  storyFallbackTitle: 'About the project',
  notStated: 'Not stated',
  allProducts: 'See all products',
  backToProducts: 'All products',
  backToPortfolio: 'Portfolio',
  viewProject: 'View project',
  goBack: 'Go back',
  cta: {
    title: 'Have a similar idea?',
    text: 'We would love to hear about it. Tell us what you need and we reply within 24 hours.',
    action: 'Contact us',
  } satisfies CtaCopy,
  /** The message itself is the spec's text (contracts' TEXTS.product). */
  missingProduct: {
    title: 'Product not found',
    browse: 'Browse products',
    contact: 'Contact us',
  },
  missingProject: {
    title: 'No project selected',
    browse: 'Browse the portfolio',
    contact: 'See our products',
  },
};

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
