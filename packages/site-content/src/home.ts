// Copy for the home page. Plain data: no React, no DOM.
import type { TitledText } from './services';

export interface Stat {
  value: string;
  label: string;
}

export const home = {
  hero: {
    eyebrow: 'Software services that scale with you',
    title: 'We design and build software that moves your business forward',
    lead: 'Web platforms, mobile apps, games and AI, delivered by one senior team from first idea to launch and beyond.',
    actions: { contact: 'Contact us', explore: 'Explore services' },
  },
  trustBadges: [
    { value: '100+', label: 'Successful Projects' },
    { value: 'New ideas', label: 'Innovative Solutions' },
    { value: 'Measured', label: 'Proven Results' },
  ] satisfies Stat[],
  /** The three benefit blurbs (the BusinessSolutionsOverview section). */
  overview: {
    eyebrow: 'Business solutions',
    title: 'Technology that fits the way you work',
    lead: 'We combine strategy, design and engineering so every project delivers something your customers notice.',
    benefits: [
      {
        title: 'Strategy before code',
        text: 'Discovery workshops turn goals into a clear, prioritised roadmap with a budget you can plan on.',
      },
      {
        title: 'Senior, cross-functional teams',
        text: 'Designers, engineers and analysts who have shipped before, working as an extension of your team.',
      },
      {
        title: 'Support after launch',
        text: 'Monitoring, updates and new features, with a named contact who knows your product.',
      },
    ] satisfies TitledText[],
  },
  /** The intro block (the CustomWebSolutions section). */
  intro: {
    eyebrow: 'Custom solutions',
    title: 'Custom software, built around your business',
    paragraphs: [
      'Off-the-shelf tools take you only so far. We build the web platforms, apps and automations that give you an edge: the customer portal that replaces the phone queue, the app your field team loves, the dashboard your board reads first.',
      'Every project runs in short, visible iterations. You see working software every two weeks and decide what comes next.',
    ],
    points: [
      'Fixed-price discovery and first release',
      'Working software every two weeks',
      'You own all code and designs',
    ],
    action: 'Custom web solutions',
  },
  /** The logos strip (the PartnerLogos section). */
  partners: {
    eyebrow: 'Trusted by',
    title: 'Teams that build with us',
  },
  /** The four service cards (the OurServices section). */
  servicesSection: {
    eyebrow: 'What we do',
    title: 'Our services',
    lead: 'Four practices, one team. Pick a starting point or let us help you choose.',
    more: 'Learn more',
  },
  /** The ClientIndustries section. */
  industries: {
    eyebrow: 'Industries',
    title: 'Industries we serve',
    lead: 'Domain knowledge that shortens every project, from regulated healthcare to fast-moving retail.',
    items: [
      {
        title: 'Healthcare',
        text: 'Patient apps, laboratory systems and telemedicine, built with privacy first.',
      },
      {
        title: 'Productivity',
        text: 'Document workflows, collaboration tools and automation for busy teams.',
      },
      {
        title: 'Faith and lifestyle',
        text: 'Calm, accessible apps that people use every day.',
      },
      {
        title: 'Education',
        text: 'Learning platforms and serious games that keep learners engaged.',
      },
      {
        title: 'Retail and e-commerce',
        text: 'Fast storefronts, loyalty apps and demand forecasting.',
      },
      {
        title: 'Finance',
        text: 'Secure portals, reporting and analytics for financial services.',
      },
    ] satisfies TitledText[],
  },
  /** Under a section shown as its own page. */
  wholePage: 'See the whole home page',
  /** The portfolio grid (the ProductShowcase section). */
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Recent work',
    lead: 'A selection of products we designed and built with our clients.',
    aiEmpty: {
      title: 'AI case studies are on their way',
      text: 'Our first AI projects are live with clients and the case studies are being written. Ask us what AI could do for you in the meantime.',
      explore: 'Explore AI services',
      talk: 'Talk to us',
    },
  },
};

/** The partner wordmarks in the logos strip (fictional companies). */
export const partnerLogos = [
  'Northwind',
  'Helixa',
  'Quantia',
  'Lumen Health',
  'Orbital',
  'Fieldstone',
] as const;
