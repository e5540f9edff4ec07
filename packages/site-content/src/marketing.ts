// Copy for the home, about and information pages. Plain data: no React, no DOM.
import type { QuestionAnswer, TitledText } from './services';

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

export const about = {
  intro: {
    eyebrow: 'About Brightwave',
    title: 'A software partner that thinks like a founder',
    lead: 'Brightwave Technologies is a team of designers, engineers and strategists building web platforms, mobile apps, games and AI for ambitious companies.',
  },
  featuresSection: {
    eyebrow: 'What sets us apart',
    title: 'Design, engineering and delivery in one team',
  },
  story: { eyebrow: 'How we work', title: 'Partners for the whole journey' },
  actions: { services: 'Explore services', contact: 'Contact us' },
  cta: {
    title: "Let's build something great together",
    text: 'Tell us about your idea. We reply within 24 hours.',
    action: 'Contact us',
  },
  features: [
    {
      title: 'Human-centred design',
      text: 'We research with real users and design interfaces that feel obvious.',
    },
    {
      title: 'Engineering excellence',
      text: 'Clean architecture, automated tests and reviews on every change.',
    },
    {
      title: 'Transparent delivery',
      text: 'Shared boards, demos every two weeks and no surprises on the invoice.',
    },
  ] satisfies TitledText[],
  points: [
    {
      title: 'We build for the long run',
      text: 'Our software is documented, tested and easy to hand over, so it keeps creating value long after launch.',
    },
    {
      title: 'We measure what matters',
      text: 'Every project starts with the numbers it should move, and we report on them openly.',
    },
  ] satisfies TitledText[],
  highlights: [
    {
      title: 'Award winning',
      text: 'Recognised for design and engineering quality by our clients and the industry.',
    },
    {
      title: 'Experience strategy',
      text: 'We plan journeys end to end, from the first visit to the loyal customer.',
    },
    {
      title: 'Grow your business',
      text: 'Products built to win customers, cut costs and open new markets.',
    },
  ] satisfies TitledText[],
  stats: [
    { value: '50+', label: 'Projects Completed' },
    { value: '100%', label: 'Client Satisfaction' },
    { value: '24/7', label: 'Support Available' },
    { value: '5+', label: 'Years Experience' },
  ] satisfies Stat[],
  process: {
    eyebrow: 'Process',
    title: 'Our creative process',
    lead: 'Three steps, repeated in short cycles until your product is exactly right.',
    steps: [
      {
        title: 'Discover',
        text: 'Workshops, user research and technical audits define the problem and the goals.',
      },
      {
        title: 'Design and build',
        text: 'Prototypes become working software in two-week iterations you can see and test.',
      },
      {
        title: 'Launch and grow',
        text: 'We release safely, measure the results and keep improving with you.',
      },
    ] satisfies TitledText[],
  },
};

/** /question: what prospective clients ask before they call. */
export const generalFaqs = {
  eyebrow: 'Questions',
  title: 'Frequently asked questions',
  cta: {
    title: 'Still have a question?',
    text: 'Ask us anything about your project. A real person replies within 24 hours.',
    action: 'Ask us',
  },
  lead: 'Straight answers about working with Brightwave. Cannot find yours? Ask us directly.',
  items: [
    {
      question: 'How does a project with Brightwave start?',
      answer:
        'With a free 30-minute call about your goals. If there is a fit, we run a short paid discovery that ends with a scope, a timeline and a fixed price for the first release.',
    },
    {
      question: 'How much does a typical project cost?',
      answer:
        'Most first releases cost between 30,000 and 150,000 US dollars, depending on scope. We always agree the budget before work starts.',
    },
    {
      question: 'Can you work with our in-house team?',
      answer:
        'Yes. We often join existing teams, pair with your engineers and leave behind documentation and practices your team keeps.',
    },
    {
      question: 'Which time zones do you cover?',
      answer:
        'Our offices in San Francisco and London overlap with most of North America, Europe, the Middle East and Africa.',
    },
    {
      question: 'Who owns the code?',
      answer: 'You do. Source code, designs and documentation are transferred to you in full.',
    },
    {
      question: 'Do you sign NDAs?',
      answer:
        'Of course. We are happy to sign your non-disclosure agreement before the first call.',
    },
  ] satisfies QuestionAnswer[],
};

/** /teachinnovation: how the company innovates. */
export const innovation = {
  eyebrow: 'Tech and innovation',
  title: 'How we turn new technology into real results',
  lead: 'New tools appear every week. We test them on real problems, keep what works and bring it to our clients responsibly.',
  actions: { ai: 'AI services', contact: 'Contact us', services: 'Explore services' },
  principlesSection: {
    eyebrow: 'Principles',
    title: 'What guides our innovation',
    lead: 'Curiosity with discipline: new ideas earn their place through evidence.',
  },
  stepsSection: {
    eyebrow: 'Approach',
    title: 'From idea to impact in four steps',
    lead: 'The same loop runs in our lab and in every client project.',
  },
  cta: {
    title: 'Curious what new technology could do for you?',
    text: 'Book a free session with our innovation team.',
    action: 'Contact us',
  },
  principles: [
    {
      title: 'Innovation lab',
      text: 'A share of every week goes to experiments with AI, spatial computing and new frameworks.',
    },
    {
      title: 'Proof before promise',
      text: 'Every idea is tested in a small prototype with real users before it reaches a roadmap.',
    },
    {
      title: 'Responsible technology',
      text: 'Privacy, accessibility and security reviews are part of every experiment.',
    },
    {
      title: 'Knowledge sharing',
      text: 'Workshops and internal talks spread what we learn across every client team.',
    },
  ] satisfies TitledText[],
  steps: [
    { title: 'Explore', text: 'Scan new technology and map it to client problems.' },
    { title: 'Prototype', text: 'Build a thin slice in days, not months.' },
    { title: 'Validate', text: 'Measure with real users and clear success criteria.' },
    { title: 'Scale', text: 'Harden what works and roll it out safely.' },
  ] satisfies TitledText[],
};

/** /forminfo: the project inquiry form. */
export const projectInquiry = {
  eyebrow: 'Start a project',
  title: 'Tell us about your project',
  lead: 'Share a few details and a senior consultant will reply within 24 hours with next steps and an estimate.',
  form: {
    title: 'Project details',
    subtitle: 'All fields are required. We reply within 24 hours.',
    subjectLabel: 'Project type',
    messageLabel: 'About your project',
    messagePlaceholder: 'Your goals, timeline and budget, and anything else we should know.',
  },
  nextTitle: 'What happens next',
  projectTypes: [
    'Web application',
    'Mobile app',
    'Artificial intelligence',
    'Game development',
    'Data analytics',
    'Something else',
  ],
  expectations: [
    { title: 'Reply within 24 hours', text: 'A real person reads every inquiry.' },
    { title: 'Free consultation', text: 'A 30-minute call to understand your goals.' },
    { title: 'Clear proposal', text: 'Scope, timeline and a fixed price for the first release.' },
  ] satisfies TitledText[],
};

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
