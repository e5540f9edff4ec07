import { accountIntents } from './accounts';
import { contactIntents } from './contact';
import { FIRST_SUGGESTIONS } from './links';
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
