// The words around a project's page and its cards. Plain data: no React, no DOM.
import type { CtaCopy } from './pages';

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
  /** The message itself is contracts' TEXTS.product, shown word for word. */
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
