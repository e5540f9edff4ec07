// A handful of posts by the demo author, so a local run's /blog is never empty. Their covers are
// drawn here (SVG rendered by sharp): nothing is fetched from anywhere.
import type { BlogTag } from '@brightwave/contracts';

export interface SamplePost {
  title: string;
  tags: BlogTag[];
  content: string;
  /** Two gradient colours and an accent for the cover. */
  palette: [string, string, string];
}

export const SAMPLE_POSTS: SamplePost[] = [
  {
    title: 'Shipping a React Native app in six weeks',
    tags: ['Technology', 'Education'],
    palette: ['#0b1b3f', '#2563eb', '#06b6d4'],
    content:
      '<h2>Start from the riskiest screen</h2><p>We began with the video call, not the login form. The hard part of a doctor-patient app is the call that must not drop, so it was the first thing our testers used.</p><h2>What we kept simple</h2><ul><li>One shared design system for iOS and Android</li><li>Feature flags instead of long-lived branches</li><li>Weekly builds in the hands of real clinicians</li></ul><blockquote>Ship something small every week and the big launch becomes a formality.</blockquote><p>Six weeks later the app passed store review on the first try.</p>',
  },
  {
    title: 'What a good data pipeline looks like in 2025',
    tags: ['Technology'],
    palette: ['#14306f', '#7c3aed', '#22d3ee'],
    content:
      '<p>Most analytics problems are pipeline problems. Before any dashboard, we check three things: <strong>where the data comes from</strong>, <strong>how late it may arrive</strong> and <strong>who owns each table</strong>.</p><h2>Boring is a feature</h2><p>Batch jobs that run at the same hour every day, with alerts that say what broke, beat clever streaming set-ups nobody can debug at 3 am.</p><ol><li>Land raw data unchanged</li><li>Model it in small, tested steps</li><li>Publish only what has an owner</li></ol>',
  },
  {
    title: 'Working remotely across San Francisco and London',
    tags: ['Lifestyle', 'Travel'],
    palette: ['#0b1b3f', '#0891b2', '#f59e0b'],
    content:
      '<p>Our two offices share four overlapping hours a day. We protect them for the conversations that need everyone and write down everything else.</p><h3>Our three rules</h3><ul><li>Decisions live in documents, not in calls</li><li>Every meeting has an agenda and ends early</li><li>Nobody answers messages after their working day</li></ul><p>It sounds strict. In practice it is the reason people stay.</p>',
  },
  {
    title: 'Healthy habits for developers who sit all day',
    tags: ['Health', 'Fitness'],
    palette: ['#064e3b', '#16a34a', '#a3e635'],
    content:
      '<p>A standing desk is not a plan. Small habits are: a walk after every deploy, water on the desk, and a real lunch break away from the screen.</p><p><em>Try one habit for two weeks before adding the next.</em> Our team tracked it together and the results were better sleep and fewer afternoon slumps.</p>',
  },
];

/** An abstract cover: a diagonal gradient with soft circles, 1200x630. */
export function coverSvg([from, to, accent]: SamplePost['palette'], seed: number): Buffer {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 173 + i * 241) % 1200;
    const y = (seed * 97 + i * 131) % 630;
    const r = 60 + (((seed + i) * 37) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity="${0.12 + i * 0.04}"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="1200" height="630" fill="url(#g)"/>${circles}
      <rect x="80" y="420" width="360" height="14" rx="7" fill="#ffffff" fill-opacity="0.85"/>
      <rect x="80" y="450" width="240" height="14" rx="7" fill="#ffffff" fill-opacity="0.55"/>
    </svg>`,
  );
}
