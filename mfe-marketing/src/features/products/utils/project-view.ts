import { findProject, type Project } from '@brightwave/site-content';

/** What the detail pages show, whether it came from site-content or from navigation state. */
export interface ProjectView {
  /** Set when the project is one of ours; picks its drawings. */
  id?: string;
  eyebrow: string;
  title: string;
  description: string;
  published?: string;
  services?: string;
  industry?: string;
  detailsTitle?: string;
  detailsDescription?: string;
  link?: string;
  /** Trusted HTML only for our own projects; text from navigation state stays text. */
  blocks: { title?: string; content: { html: string } | { text: string } }[];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2024-10-01" reads "1 Oct 2024". */
export function formatPublished(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

export function fromProject(project: Project): ProjectView {
  return {
    id: project.id,
    eyebrow: `${project.name} · ${project.category} · ${project.domain}`,
    title: project.title,
    description: project.description,
    published: formatPublished(project.projectInfo.published),
    services: project.projectInfo.services,
    industry: project.projectInfo.industry,
    detailsTitle: project.projectDetails.title,
    detailsDescription: project.projectDetails.description,
    link: project.domainLink,
    blocks: project.blocks.map((block) => ({ title: block.title, content: { html: block.html } })),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function safeLink(value: unknown): string | undefined {
  const link = text(value);
  return link && /^https?:\/\//i.test(link) ? link : undefined;
}

/**
 * Reads navigation state. Our own cards pass one of our projects, which is looked up again by
 * id so only our shipped copy is rendered; anything else is shown as plain text.
 */
export function fromState(state: unknown): ProjectView | null {
  const data = record(state);
  const id = text(data.id);
  const known = id ? findProject(id) : undefined;
  if (known) return fromProject(known);

  const title = text(data.title);
  if (!title) return null;
  const info = record(data.projectInfo);
  const details = record(data.projectDetails);
  const paragraphs = [data.paragraph1, data.paragraph2, data.paragraph3]
    .map(text)
    .filter((paragraph): paragraph is string => paragraph !== undefined);
  return {
    eyebrow: 'Project',
    title,
    description: text(data.description) ?? '',
    published: text(info.published),
    services: text(info.services),
    industry: text(info.industry),
    detailsTitle: text(details.title),
    detailsDescription: text(details.description),
    link: safeLink(data.domainLink),
    blocks: paragraphs.map((paragraph) => ({ content: { text: paragraph } })),
  };
}

/** /appproduct/{id} works as a deep link; otherwise the navigation state decides. */
export function resolveProjectView(id: string | undefined, state: unknown): ProjectView | null {
  const known = id ? findProject(id) : undefined;
  return known ? fromProject(known) : fromState(state);
}
