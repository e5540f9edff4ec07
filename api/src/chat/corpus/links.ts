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

/** Quick replies (shared with the panel); each is also a training utterance of its intent. */
export {
  CHAT_SUGGESTIONS as SUGGESTIONS,
  CHAT_FIRST_SUGGESTIONS as FIRST_SUGGESTIONS,
} from '@brightwave/contracts';
