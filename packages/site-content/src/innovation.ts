// Copy for the innovation page. Plain data: no React, no DOM.
import type { TitledText } from './services';

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
