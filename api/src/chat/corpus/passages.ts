import type { ChatLink } from '@brightwave/contracts';
import { PAGE_PATHS, pagePath } from '@brightwave/site-content';
import { LINKS, productLink } from './links';
import { listOf, sentence } from './phrasing';
import type { SiteContent } from './types';

/** A piece of the site's own text the assistant may quote, with the page it comes from. */
export interface Passage {
  text: string;
  /** The intent it belongs to, so a quoted passage is reported like the intent would be. */
  intent: string;
  link: ChatLink;
}

/** A published blog post as the retrieval stage indexes it. */
export interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
}

/** The intent reported for an answer quoted from a blog post. */
export const BLOG_POST_INTENT = 'blog.post';

/** Services, projects, about, FAQs and contact facts, each a passage quoted verbatim. */
export function contentPassages(content: SiteContent): Passage[] {
  const { company, about, generalFaqs } = content;
  const services = [
    ...content.services.map((s) => ({ ...s, paragraphs: s.intro.paragraphs })),
    { ...content.dataAnalytics, slug: 'data-analytics', paragraphs: [] as string[] },
  ];
  return [
    ...services.flatMap((s) => {
      const link = { label: s.name, to: s.path };
      const intent = `service.${s.slug}`;
      return [
        { text: `${s.name}: ${sentence(s.summary)}`, intent, link },
        ...s.paragraphs.map((text) => ({ text, intent, link })),
        ...s.faqs.map((faq) => ({ text: `${faq.question} ${faq.answer}`, intent, link })),
      ];
    }),
    ...content.projects.flatMap((p) => {
      const intent = `project.${p.id}`;
      const link = productLink(p);
      return [
        { text: `${p.name}, ${p.title}: ${sentence(p.description)}`, intent, link },
        { text: `${p.name}: ${sentence(p.projectDetails.description)}`, intent, link },
      ];
    }),
    { text: sentence(about.intro.lead), intent: 'company.about', link: LINKS.about },
    ...[...about.features, ...about.points].map((item) => ({
      text: `${item.title}: ${sentence(item.text)}`,
      intent: 'company.about',
      link: LINKS.about,
    })),
    ...generalFaqs.items.map((faq) => ({
      text: `${faq.question} ${faq.answer}`,
      intent: /cost|price/i.test(faq.question) ? 'pricing' : 'company.about',
      link: LINKS.faq,
    })),
    {
      text: `Phones: ${company.phones.sales} (sales), ${company.phones.support} (support). E-mail: ${company.emails.sales} (sales), ${company.emails.support} (support).`,
      intent: 'contact',
      link: LINKS.contactInfo,
    },
    {
      text: `Offices: ${listOf(company.offices.map((o) => `${o.city}, ${o.country} (${o.address})`))}.`,
      intent: 'offices',
      link: LINKS.contactInfo,
    },
    {
      text: `Working hours: ${company.hours.weekdays}, ${company.hours.saturday}. ${sentence(company.hours.replyPromise)}`,
      intent: 'hours',
      link: LINKS.contactInfo,
    },
  ];
}

/** A published post's title and excerpt, linking to the post. */
export function postPassage(post: PostSummary): Passage {
  return {
    text: `${sentence(post.title)} ${post.excerpt}`.trim(),
    intent: BLOG_POST_INTENT,
    link: { label: post.title, to: pagePath(PAGE_PATHS.blogPost, { id: post.id }) },
  };
}
