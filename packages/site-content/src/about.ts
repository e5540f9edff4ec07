// Copy for the about page. Plain data: no React, no DOM.
import type { TitledText } from './services';
import type { Stat } from './home';

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
