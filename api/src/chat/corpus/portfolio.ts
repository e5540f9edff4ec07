import { LINKS, productLink, SUGGESTIONS } from './links';
import { countWord, listOf, lowerFirst, sentence } from './phrasing';
import type { ChatAnswer, Intent, SiteContent } from './types';

// Utterances per project id; the product's own name and title are added from the content.
const projectUtterances: Record<string, string[]> = {
  carelink: [
    'tell me about the doctor patient app',
    'the healthcare messaging app for clinics',
    'did you build a telemedicine app',
    'app for patients to talk to their doctor',
    'video visits with doctors app',
    'medical communication app you made',
  ],
  docuflow: [
    'tell me about the PDF app',
    'document scanning app',
    'did you make an app to sign documents',
    'the app for editing PDFs on the phone',
    'document and pdf tool',
    'OCR scanner app you built',
  ],
  'noor-quran': [
    'tell me about the Quran app',
    'the app with 50 reciters',
    'quran reading and recitation app',
    'did you build an islamic app',
    'app to listen to quran recitations',
    'the spiritual app',
  ],
  labsphere: [
    'tell me about the laboratory system',
    'lab management web system',
    'medical laboratory software you made',
    'system for tracking lab samples',
    'the web app for laboratories',
    'laboratory information system',
  ],
};

const publishedDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "CareLink, a doctor-patient communication app (mobile app, healthcare, rated 4.8)". */
const projectLine = (p: SiteContent['projects'][number]) =>
  `${p.name}, a ${lowerFirst(p.title)} (${p.category.toLowerCase()}, ${p.domain.toLowerCase()}, rated ${p.rating.toFixed(1)})`;

/**
 * The industries the site says it serves: the home page's list ("Finance: Secure portals...") and
 * its projects' domains, each by its lower-cased name.
 */
export function industriesServed({ home, projects }: SiteContent): string[] {
  return [
    ...new Set([
      ...home.industries.items.map((item) => item.title.toLowerCase()),
      ...projects.map((p) => p.domain.toLowerCase()),
    ]),
  ];
}

/** The topic of a question about the industries served in general ("which sectors do you serve"). */
export const ALL_INDUSTRIES = 'industries';

/** The industries served in general, as the home page lists them, for the company's summary. */
export function industriesAnswer({ home }: SiteContent): ChatAnswer {
  const { title, items, lead } = home.industries;
  return {
    reply: `${title}: ${items.map((item) => item.title).join(', ')}. ${sentence(lead)}`,
    links: [LINKS.products, LINKS.allServices],
    suggestions: [SUGGESTIONS.work, SUGGESTIONS.quote],
  };
}

/**
 * Per industry served, the projects made for it, or else what the home page says is built for it
 * ("for finance we build secure portals, reporting and analytics for financial services").
 */
function industryTopics(content: SiteContent): Record<string, ChatAnswer> {
  const { home, projects } = content;
  return Object.fromEntries(
    industriesServed(content).map((industry) => {
      const made = projects.filter((p) => p.domain.toLowerCase() === industry);
      const listed = home.industries.items.find((item) => item.title.toLowerCase() === industry);
      const answer: ChatAnswer =
        listed && made.length === 0
          ? {
              reply: `Yes: for ${industry} we build ${lowerFirst(sentence(listed.text))}`,
              links: [LINKS.allServices, LINKS.products],
              suggestions: [SUGGESTIONS.services, SUGGESTIONS.quote],
            }
          : {
              reply: `Yes: for ${industry} we built ${listOf(made.map(projectLine))}.`,
              links: [...made.map(productLink), LINKS.products],
              suggestions: [...made.map((p) => `Tell me about ${p.name}`), SUGGESTIONS.quote],
            };
      return [industry, answer];
    }),
  );
}

export function portfolioIntents(content: SiteContent): Intent[] {
  const { projects } = content;
  return [
    {
      name: 'products',
      utterances: [
        SUGGESTIONS.work,
        'what projects have you done',
        'can I see your portfolio',
        'what products have you built',
        'show me some case studies',
        'examples of your previous work',
        'which apps did you make',
        'portfolio',
        'products page',
        'who are your clients',
        'what have you made so far',
        'show me things you have built',
        'any examples of apps you shipped',
        'what did you deliver for clients',
        'list of your projects',
        'what have you built so far for customers',
        'any case studies to look at',
        'do you have apps of your own I can download',
      ],
      answer: {
        reply: `Our products page shows ${countWord(projects.length)} projects: ${listOf(projects.map(projectLine))}.`,
        links: [LINKS.products, ...projects.map(productLink)],
        suggestions: projects.slice(0, 2).map((p) => `Tell me about ${p.name}`),
      },
      topics: industryTopics(content),
    },
    ...projects.map((project): Intent => ({
      name: `project.${project.id}`,
      utterances: [
        project.name,
        `tell me about ${project.name}`,
        `what is ${project.name}`,
        project.title,
        ...(projectUtterances[project.id] ?? []),
      ],
      answer: {
        reply: `${project.name} is a ${lowerFirst(project.title)} (${project.category.toLowerCase()}, ${project.domain.toLowerCase()}, rated ${project.rating.toFixed(1)}), published ${publishedDate(project.projectInfo.published)}. ${sentence(project.description)} ${sentence(project.projectDetails.description)}`,
        links: [productLink(project), LINKS.products],
        suggestions: [SUGGESTIONS.quote, SUGGESTIONS.work],
      },
    })),
  ];
}
