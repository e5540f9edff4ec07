// Copy for the project inquiry form. Plain data: no React, no DOM.
import type { TitledText } from './services';

/** /forminfo: the project inquiry form. */
export const projectInquiry = {
  eyebrow: 'Start a project',
  title: 'Tell us about your project',
  lead: 'Share a few details and a senior consultant will reply within 24 hours with next steps and an estimate.',
  form: {
    title: 'Project details',
    subtitle: 'All fields are required. We reply within 24 hours.',
    subjectLabel: 'Project type',
    subjectRequired: 'Please choose a project type.',
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
