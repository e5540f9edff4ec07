// Copy for the contact information page. Plain data: no React, no DOM.

/** /contactusinfo: which contact suits which visitor; `channel` picks the phone and e-mail. */
export const contactGuide: { title: string; text: string; channel: 'sales' | 'support' }[] = [
  {
    title: 'Starting a new project',
    text: 'Planning something new? Our sales team answers within 24 hours and can set up a free 30-minute consultation.',
    channel: 'sales',
  },
  {
    title: 'Already a client',
    text: 'Questions, changes or an incident on a live product? Our support team knows your project and responds first.',
    channel: 'support',
  },
];
