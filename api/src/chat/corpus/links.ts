import type { ChatLink } from '@brightwave/contracts';
import { PAGE_PATHS, pagePath } from '@brightwave/site-content';

// Site pages the answers link to. Service pages' paths come from the content itself.
export const LINKS = {
  home: { label: 'Home', to: PAGE_PATHS.home },
  about: { label: 'About us', to: PAGE_PATHS.about },
  innovation: { label: 'Tech and innovation', to: PAGE_PATHS.techInnovation },
  allServices: { label: 'All services', to: PAGE_PATHS.allServices },
  products: { label: 'Products', to: PAGE_PATHS.products },
  contact: { label: 'Contact us', to: PAGE_PATHS.contact },
  contactInfo: { label: 'Contact information', to: PAGE_PATHS.contactInfo },
  startProject: { label: 'Start a project', to: PAGE_PATHS.startProject },
  faq: { label: 'Questions', to: PAGE_PATHS.questions },
  register: { label: 'Create an account', to: PAGE_PATHS.registration },
  login: { label: 'Sign in', to: PAGE_PATHS.login },
  blog: { label: 'Blog', to: PAGE_PATHS.blog },
  writeBlog: { label: 'Write a blog', to: PAGE_PATHS.writeBlog },
} satisfies Record<string, ChatLink>;

/** A portfolio project's page, named after the product. */
export const productLink = (project: { id: string; name: string }): ChatLink => ({
  label: project.name,
  to: pagePath(PAGE_PATHS.product, { id: project.id }),
});

/** Quick replies (shared with the panel); each is also a training utterance of its intent. */
export {
  CHAT_SUGGESTIONS as SUGGESTIONS,
  CHAT_FIRST_SUGGESTIONS as FIRST_SUGGESTIONS,
} from '@brightwave/contracts';
