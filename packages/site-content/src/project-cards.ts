// The four showcased projects as their cards show them (the home portfolio, the products page):
// the short part of each project, so that a page with the cards does not carry the project pages'
// texts. Plain data: no React, no DOM.

export type ProjectCategory = 'Mobile App' | 'Web App';

/** The portfolio filters, in the order they are shown. 'AI' has no projects yet. */
export const portfolioFilters = ['All', 'Web App', 'Mobile App', 'AI'] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];

/** A project's card. */
export interface ProjectSummary {
  /** Used in /appproduct/{id}. */
  id: string;
  /** The product's brand name. */
  name: string;
  /** What it is, in a few words ("Doctor-patient communication app"). */
  title: string;
  category: ProjectCategory;
  rating: number;
  domain: string;
  /** One line for cards. */
  subtitle: string;
}

export const projectSummaries: ProjectSummary[] = [
  {
    id: 'carelink',
    name: 'CareLink',
    title: 'Doctor-patient communication app',
    category: 'Mobile App',
    rating: 4.9,
    domain: 'Healthcare',
    subtitle: 'Secure messaging, video visits and reminders between patients and their doctors.',
  },
  {
    id: 'docuflow',
    name: 'DocuFlow',
    title: 'Document and PDF tool',
    category: 'Mobile App',
    rating: 4.8,
    domain: 'Productivity',
    subtitle: 'Scan, edit, sign and share PDFs from a phone, online or offline.',
  },
  {
    id: 'noor-quran',
    name: 'Noor Quran',
    title: 'Quran app (50 reciters)',
    category: 'Mobile App',
    rating: 5.0,
    domain: 'Spiritual',
    subtitle: 'Read and listen to the Quran with 50 reciters, translations and daily goals.',
  },
  {
    id: 'labsphere',
    name: 'LabSphere',
    title: 'Laboratory management system',
    category: 'Web App',
    rating: 4.7,
    domain: 'Healthcare',
    subtitle: 'Samples, results and reports for medical laboratories, in one web system.',
  },
];

export function projectsFor(filter: PortfolioFilter): ProjectSummary[] {
  return filter === 'All'
    ? projectSummaries
    : projectSummaries.filter((project) => project.category === filter);
}
