import type { ChatLink } from '@brightwave/contracts';
import {
  about,
  company,
  contactChannelOffices,
  contactGuide,
  dataAnalytics,
  generalFaqs,
  home,
  innovation,
  projectInquiry,
  projects,
  services,
} from '@brightwave/site-content';

/** The parts of the site's content the bot answers from. */
export const siteContent = {
  company,
  services,
  dataAnalytics,
  projects,
  about,
  home,
  innovation,
  generalFaqs,
  projectInquiry,
  contactGuide,
  contactChannelOffices,
};

/** Literal types widened, so a test can build a copy with a changed fact. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widen<U>[]
        : T extends object
          ? { -readonly [K in keyof T]: Widen<T[K]> }
          : T;

export type SiteContent = Widen<typeof siteContent>;

/** What the bot says for an intent; every fact in it comes from the content. */
export interface ChatAnswer {
  reply: string;
  links: ChatLink[];
  suggestions: string[];
  /** Offer the visitor to leave a question for a person. */
  handoff?: boolean;
}

export interface Intent {
  name: string;
  /** Training utterances (at least eight, varied). */
  utterances: string[];
  answer: ChatAnswer;
  /**
   * The answer narrowed to one topic (a service slug, an industry or a project id) when the
   * message, or the turn before it, is about that topic: "how long does an app take".
   */
  topics?: Record<string, ChatAnswer>;
}

/** The intent of every message the model is not confident about. */
export const FALLBACK_INTENT = 'fallback';
