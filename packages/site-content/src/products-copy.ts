// The words around the products page. Plain data: no React, no DOM.
import type { CtaCopy, HeroCopy } from './pages';

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
