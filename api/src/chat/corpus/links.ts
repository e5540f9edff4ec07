import type { ChatLink } from '@brightwave/contracts';

// Site routes the answers link to (the spec's route table). Service and product routes come from
// the content itself.
export const LINKS = {
  about: { label: 'About us', to: '/about' },
  allServices: { label: 'All services', to: '/allservices' },
  products: { label: 'Products', to: '/products' },
  contact: { label: 'Contact us', to: '/contactus' },
  contactInfo: { label: 'Contact information', to: '/contactusinfo' },
  startProject: { label: 'Start a project', to: '/forminfo' },
  faq: { label: 'Questions', to: '/question' },
  register: { label: 'Create an account', to: '/registration' },
  login: { label: 'Sign in', to: '/login' },
  blog: { label: 'Blog', to: '/blog' },
  writeBlog: { label: 'Write a blog', to: '/blogform' },
} satisfies Record<string, ChatLink>;

/** Quick replies; each is also a training utterance of the intent it asks for. */
export const SUGGESTIONS = {
  services: 'What services do you offer?',
  work: 'Show me your work',
  price: 'How much does a project cost?',
  contact: 'How can I contact you?',
  hours: 'What are your working hours?',
  timeline: 'How long does a project take?',
  quote: 'Request a quote',
  person: 'Talk to a person',
} as const;

export const FIRST_SUGGESTIONS = [
  SUGGESTIONS.services,
  SUGGESTIONS.work,
  SUGGESTIONS.price,
  SUGGESTIONS.person,
];
