// The services as their cards show them (the home page, the chatbot): the short part of each
// service, so that a page with the cards does not carry the service pages' texts. Plain data.
import { PAGE_PATHS } from './page-paths';

export type ServiceSlug =
  'artificial-intelligence' | 'web-development' | 'mobile-development' | 'game-development';

/** Which illustration a page shows; the frontend maps each key to a drawing. */
export type ServiceArt = 'ai' | 'web' | 'mobile' | 'game' | 'data';

/** A service's card: what the home page and the chatbot say about it. */
export interface ServiceCard {
  slug: ServiceSlug;
  /** The tag on the home page's service card. */
  tag: 'AI' | 'WEB' | 'GAME' | 'MOBILE';
  name: string;
  path: string;
  art: ServiceArt;
  /** One sentence for cards and the chatbot. */
  summary: string;
}

export const serviceCards: ServiceCard[] = [
  {
    slug: 'artificial-intelligence',
    tag: 'AI',
    name: 'Artificial Intelligence',
    path: PAGE_PATHS.aiService,
    art: 'ai',
    summary:
      'Machine learning, language models and automation that turn your data into decisions and save your team hours every week.',
  },
  {
    slug: 'web-development',
    tag: 'WEB',
    name: 'Web Development',
    path: PAGE_PATHS.webService,
    art: 'web',
    summary:
      'Fast, accessible websites and web applications, from marketing sites to complex business platforms.',
  },
  {
    slug: 'mobile-development',
    tag: 'MOBILE',
    name: 'Mobile App Development',
    path: PAGE_PATHS.mobileService,
    art: 'mobile',
    summary:
      'Native and cross-platform apps for iOS and Android that people keep on their home screen.',
  },
  {
    slug: 'game-development',
    tag: 'GAME',
    name: 'Game Development',
    path: PAGE_PATHS.gameService,
    art: 'game',
    summary:
      'Engaging 2D and 3D games, gamified learning and interactive experiences for mobile, web and desktop.',
  },
];
