import { accountIntents } from './accounts';
import { contactIntents } from './contact';
import { FIRST_SUGGESTIONS, LINKS, SUGGESTIONS } from './links';
import { sentence } from './phrasing';
import { portfolioIntents } from './portfolio';
import { serviceIntents } from './services';
import { smallTalkIntents } from './small-talk';
import type { ChatAnswer, Intent, SiteContent } from './types';

export { siteContent, FALLBACK_INTENT } from './types';
export { ALL_INDUSTRIES } from './portfolio';
export type { ChatAnswer, Intent, SiteContent } from './types';

/**
 * Every intent the bot knows, with training utterances and an answer built from `content`, so
 * the answers follow the site when its content changes.
 */
export function buildCorpus(content: SiteContent): Intent[] {
  return [
    ...smallTalkIntents(content),
    ...serviceIntents(content),
    ...portfolioIntents(content),
    ...contactIntents(content),
    ...accountIntents(content),
  ];
}

/** What the bot says when it is not confident: it offers to pass the question to a person. */
export function fallbackAnswer({ company }: SiteContent): ChatAnswer {
  return {
    reply: `Sorry, I am not sure I understood. I can pass your question to a person from our team: leave your name and e-mail below. ${sentence(company.hours.replyPromise)}`,
    links: [],
    suggestions: FIRST_SUGGESTIONS,
    handoff: true,
  };
}

/**
 * What the bot says to a message naming the questions page ("do you have a FAQ?"): its questions
 * and a link (each of its answers is a passage of its own). Not an intent of the model: phrases of
 * its own moved the model's other answers ("where's your HQ" lost the offices).
 */
export function questionsPageAnswer({ generalFaqs }: SiteContent): ChatAnswer {
  return {
    reply: `The questions page answers: ${generalFaqs.items.map((faq) => faq.question).join(' ')} ${sentence(generalFaqs.cta.text)}`,
    links: [LINKS.faq, LINKS.contact],
    suggestions: [SUGGESTIONS.services, SUGGESTIONS.quote],
  };
}
