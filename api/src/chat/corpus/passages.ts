import type { ChatLink } from '@brightwave/contracts';
import { PAGE_PATHS, pagePath, type QuestionAnswer } from '@brightwave/site-content';
import { channelAnswers, contactLine } from './contact';
import { LINKS, productLink } from './links';
import { companyNames, listOf, sentence } from './phrasing';
import type { SiteContent } from './types';

/** A piece of the site's own text the assistant may quote, with the page it comes from. */
export interface Passage {
  /** What a question is matched against. */
  text: string;
  /**
   * The answer to a question (the questions pages', a contact line's): it answers on its words
   * alone, and is what the assistant says.
   */
  reply?: string;
  /** The question a question-and-answer passage answers (part of `text` too): it weighs more. */
  question?: string;
  /** What the assistant says when it quotes a passage that is not a question's answer (`text` when absent). */
  quote?: string;
  /** The intent it belongs to, so a quoted passage is reported like the intent would be. */
  intent: string;
  /** The topic within the intent (a contact line, a service), kept for a follow-up. */
  topic?: string;
  link: ChatLink;
}

/** A published blog post as the retrieval stage indexes it. */
export interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
  /** The post's text (HTML is fine: tags are dropped), split into passages by paragraph. */
  content?: string;
}

/** The intent reported for an answer quoted from a blog post. */
export const BLOG_POST_INTENT = 'blog.post';
/** The intent reported for an answer from the questions page. */
export const FAQ_INTENT = 'faq';

/** A quoted post paragraph is cut to its first sentences, at most this long. */
const POST_REPLY_LENGTH = 320;
/** Paragraphs shorter than this are joined to the next one (headings, one-liners). */
const MIN_PARAGRAPH = 80;

/** A question and its answer: matched on both, answered with the answer. */
function faqPassage(
  faq: { question: string; answer: string },
  intent: string,
  link: ChatLink,
  topic?: string,
  about?: string,
): Passage {
  const text = `${faq.question} ${faq.answer}`;
  return {
    text: about ? `${about}. ${text}` : text,
    question: faq.question,
    reply: faq.answer,
    intent,
    link,
    topic,
  };
}

/** A titled piece of a page ("Innovation lab: A share of every week..."). */
function titled(item: { title: string; text: string }): string {
  return `${item.title}: ${sentence(item.text)}`;
}

/** Every page's copy the assistant answers from, each piece a passage quoted as the site says it. */
export function contentPassages(content: SiteContent): Passage[] {
  const { company, about, generalFaqs, home, innovation, dataAnalytics } = content;
  const services = [
    ...content.services.map((s) => ({
      ...s,
      paragraphs: [
        `${s.banner.title}. ${s.banner.lead}`,
        ...s.intro.paragraphs,
        ...[...s.roles, ...s.benefits].map(titled),
      ],
    })),
    {
      ...dataAnalytics,
      slug: 'data-analytics',
      paragraphs: [
        `${dataAnalytics.hero.title}. ${dataAnalytics.hero.lead}`,
        dataAnalytics.intro,
        ...[...dataAnalytics.roles, ...dataAnalytics.benefits, ...dataAnalytics.sampleServices].map(
          titled,
        ),
      ],
    },
  ];
  const channels = channelAnswers(content);
  // The site's questions name the company ("How does a project with Brightwave start?"); a
  // visitor asks it as "you", and the whole-sentence index reads a name it does not know poorly.
  const companyName = companyNames(company);
  const asked = (faq: QuestionAnswer): QuestionAnswer => ({
    ...faq,
    question: faq.question.replace(companyName, 'you'),
  });
  return [
    ...services.flatMap((s) => {
      const link = { label: s.name, to: s.path };
      const intent = `service.${s.slug}`;
      // Each piece carries the service's name, so a question naming the service finds its copy.
      return [
        { text: `${s.name}: ${sentence(s.summary)}`, intent, link },
        ...s.paragraphs.map((text) => ({ text: `${s.name}. ${text}`, quote: text, intent, link })),
        ...s.faqs.map((faq) => faqPassage(asked(faq), intent, link, s.slug, s.name)),
      ];
    }),
    ...content.projects.flatMap((p) => {
      const intent = `project.${p.id}`;
      const link = productLink(p);
      return [
        { text: `${p.name}, ${p.title}: ${sentence(p.description)}`, intent, link },
        { text: `${p.name}: ${sentence(p.projectDetails.description)}`, intent, link },
        // The project page's three blocks ("Secure conversations", "Fewer missed appointments").
        ...p.blocks.map((block) => {
          const body = sentence(paragraphsOf(block.html).join(' '));
          const text = `${p.name}. ${block.title}: ${body}`;
          return { text, quote: `${p.name}: ${sentence(block.title)} ${body}`, intent, link };
        }),
      ];
    }),
    { text: sentence(about.intro.lead), intent: 'company.about', link: LINKS.about },
    ...[...about.features, ...about.points, ...about.highlights, ...about.process.steps].map(
      (item) => ({
        text: titled(item),
        intent: 'company.about',
        link: LINKS.about,
      }),
    ),
    {
      text: `${company.shortName} in numbers: ${listOf(about.stats.map((s) => `${s.value} ${s.label.toLowerCase()}`))}.`,
      intent: 'company.about',
      link: LINKS.about,
    },
    ...[
      sentence(home.hero.lead),
      ...home.overview.benefits.map(titled),
      ...home.intro.paragraphs,
      home.intro.points.map(sentence).join(' '),
    ].map((text) => ({ text, intent: 'company.about', link: LINKS.home })),
    ...[innovation.lead, ...[...innovation.principles, ...innovation.steps].map(titled)].map(
      (text) => ({ text, intent: 'company.about', link: LINKS.innovation }),
    ),
    ...home.industries.items.map((item) => ({
      text: `Industries we serve. ${titled(item)}`,
      intent: 'products',
      link: LINKS.products,
    })),
    ...generalFaqs.items
      .map(asked)
      .map((faq) =>
        /cost|price/i.test(faq.question)
          ? faqPassage(faq, 'pricing', LINKS.faq)
          : faqPassage(faq, FAQ_INTENT, LINKS.faq),
      ),
    ...content.contactGuide.map(({ channel, title, text }) => {
      const { phone, email, office } = contactLine(content, channel);
      return {
        text: `${title} (${channel}): ${text} Phone ${phone}, e-mail ${email}, ${office} office.`,
        question: title,
        reply: channels[channel]!.reply,
        intent: 'contact',
        topic: channel,
        link: LINKS.contactInfo,
      };
    }),
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

/** Text without its HTML: tags become breaks between paragraphs, entities their characters. */
function paragraphsOf(html: string): string[] {
  const text = html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  const paragraphs: string[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    const clean = line.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    pending = pending ? `${pending} ${clean}` : clean;
    if (pending.length >= MIN_PARAGRAPH) {
      paragraphs.push(pending);
      pending = '';
    }
  }
  if (pending) paragraphs.push(pending);
  return paragraphs;
}

/** The first sentences of a paragraph, at most POST_REPLY_LENGTH characters (one at least). */
function firstSentences(paragraph: string): string {
  const sentences = paragraph.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [paragraph];
  let reply = '';
  for (const one of sentences) {
    if (reply && reply.length + one.length > POST_REPLY_LENGTH) break;
    reply += one;
  }
  reply = reply.trim();
  return reply.length > POST_REPLY_LENGTH ? `${reply.slice(0, POST_REPLY_LENGTH - 3)}...` : reply;
}

/** A published post's passages: its title and excerpt, then each paragraph, linking to the post. */
export function postPassages(post: PostSummary): Passage[] {
  const link = { label: post.title, to: pagePath(PAGE_PATHS.blogPost, { id: post.id }) };
  const lead = `${sentence(post.title)} ${post.excerpt}`.trim();
  return [
    { text: lead, intent: BLOG_POST_INTENT, link },
    ...paragraphsOf(post.content ?? '').map((paragraph) => ({
      text: `${post.title}. ${paragraph}`,
      reply: `${firstSentences(paragraph)} More in the post "${post.title}".`,
      intent: BLOG_POST_INTENT,
      link,
    })),
  ];
}
