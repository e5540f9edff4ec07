import { contactLine } from './contact';
import { ALL_INDUSTRIES, industriesServed } from './portfolio';
import { everyService } from './services';
import type { SiteContent } from './types';

/** Named things a message can be about: the option names are distinct across all three kinds. */
export type EntityKind = 'service' | 'industry' | 'project' | 'channel';

export interface EntityDefinition {
  kind: EntityKind;
  /** The service slug, industry name or project id. */
  option: string;
  /** Words and phrases naming it (NLP.js matches them, forgiving a small typo). */
  texts: string[];
}

/** How visitors name each service, besides the service's own name. */
const serviceTexts: Record<string, string[]> = {
  'artificial-intelligence': [
    'ai',
    'artificial intelligence',
    'machine learning',
    'ml',
    'chatbot',
    'chat bot',
    'llm',
    'gpt',
    'neural network',
    'computer vision',
    'automate',
    'automated',
    'automatically',
    'automation',
    'predict',
    'prediction',
    'recognise',
    'recognize',
  ],
  'web-development': [
    'website',
    'websites',
    'web site',
    'web app',
    'web application',
    'webshop',
    'web shop',
    'online store',
    'e-commerce',
    'ecommerce',
    'landing page',
    'portal',
    'wordpress',
    'company site',
    'our site',
    'homepage',
    'online',
    'internet',
    'browser',
    'booking system',
    'online booking',
  ],
  'mobile-development': [
    'mobile app',
    'mobile apps',
    'mobile application',
    'app',
    'apps',
    'ios',
    'android',
    'iphone',
    'ipad',
    'smartphone',
    'phone app',
    'react native',
    'flutter',
    'phone',
    'phones',
  ],
  'game-development': [
    'game',
    'games',
    'gaming',
    'gamification',
    'gamify',
    'unity',
    'unreal',
    'videogame',
    'video game',
    'play',
    'playful',
    'quiz',
  ],
  'data-analytics': [
    'data analytics',
    'analytics',
    'dashboard',
    'dashboards',
    'business intelligence',
    'bi',
    'power bi',
    'tableau',
    'reporting',
    'reports',
    'data warehouse',
    'spreadsheet',
    'spreadsheets',
    'excel',
    'kpi',
    'kpis',
    'metrics',
    'charts',
    'numbers',
    'figures',
    'sales data',
    'customer data',
    'data visualization',
    'data visualisation',
    'visualization',
    'visualisation',
  ],
};

/** Words for each industry the site serves (`industriesServed`). */
const industryTexts: Record<string, string[]> = {
  healthcare: ['healthcare', 'health care', 'health', 'medical', 'medicine', 'pharma', 'pharmacy'],
  finance: ['financial', 'bank', 'banks', 'banking', 'fintech'],
  education: ['school', 'schools', 'university', 'universities', 'edtech', 'e-learning'],
  'retail and e-commerce': ['retail', 'retailer', 'retailers', 'e-commerce', 'ecommerce'],
};

/** What each project is for, in visitors' words: naming it names the project. */
const projectTexts: Record<string, string[]> = {
  carelink: [
    'care link',
    'hospital',
    'hospitals',
    'clinic',
    'clinics',
    'doctor',
    'doctors',
    'patient',
    'patients',
    'nurse',
    'nurses',
    'telemedicine',
    'telehealth',
  ],
  docuflow: [
    'docu flow',
    'pdf',
    'pdfs',
    'scan',
    'scanner',
    'scanning',
    'e-signature',
    'ocr',
    'sign documents',
    'signing documents',
  ],
  'noor-quran': [
    'noor',
    'quran',
    'koran',
    'religious',
    'islamic',
    'muslim',
    'recitation',
    'prayer',
  ],
  labsphere: [
    'lab sphere',
    'lab',
    'labs',
    'laboratory',
    'laboratories',
    'lab samples',
    'lab results',
  ],
};

/**
 * How visitors name a contact line's purpose, besides its name, the office that answers it and
 * the contact page's title for it ("Already a client").
 */
const channelTexts: Record<string, string[]> = {
  sales: [
    'new project',
    'start a project',
    'sales team',
    'quote',
    'estimate',
    'new client',
    'new business',
    'enquiries',
    'inquiries',
  ],
  support: ['help desk', 'helpdesk', 'customer', 'client', 'incident', 'is down', 'bug', 'problem'],
};

/** The services, industries, projects and contact lines a message can name, from the content. */
export function entityDefinitions(content: SiteContent): EntityDefinition[] {
  const services = everyService(content);
  const industries = industriesServed(content);
  return [
    ...services.map(({ slug, name }) => ({
      kind: 'service' as const,
      option: slug,
      texts: [name.toLowerCase(), ...(serviceTexts[slug] ?? [])],
    })),
    ...industries.map((industry) => ({
      kind: 'industry' as const,
      option: industry,
      texts: [industry, ...(industryTexts[industry] ?? [])],
    })),
    {
      kind: 'industry' as const,
      option: ALL_INDUSTRIES,
      // Plural only: "how long have you been in the industry?" asks about us, not the list.
      texts: ['industries', 'sectors', 'verticals'],
    },
    ...content.projects.map((p) => ({
      kind: 'project' as const,
      option: p.id,
      texts: [p.name.toLowerCase(), p.id.replace(/-/g, ' '), ...(projectTexts[p.id] ?? [])],
    })),
    ...content.contactGuide.map(({ channel, title }) => ({
      kind: 'channel' as const,
      option: channel,
      texts: [
        channel,
        title.toLowerCase(),
        contactLine(content, channel).office.toLowerCase(),
        ...(channelTexts[channel] ?? []),
      ],
    })),
  ];
}

/**
 * Words visitors use for the same thing, each rewritten to one form before the model sees a
 * message (in training too), so "writer", "blogger" and "author" are one word to it.
 */
const SYNONYMS: [RegExp, string][] = [
  [/\b(writer|blogger|contributor|columnist|guest post(er)?)s?\b/g, 'author'],
  [
    /\b(expensive|costly|pricey|affordable|cheap|cheaper|budget|budgets|costs?|fees?|rates?|pricing|prices|quote price)\b/g,
    'price',
  ],
  [/\b(hire|employ)\b(?= (your|you|a team|the team|brightwave))/g, 'work with'],
  [/\b(thx|thanx|thnx|ty|tnx|thank u|thankyou|thanks)\b/g, 'thank you'],
  [/\b(hiya|heya|hey|heyy|howdy|hallo|hullo|helo|hii+)\b/g, 'hi'],
  [/\b(cya|see ya|later|laters|ciao|farewell)\b/g, 'bye'],
  [/\b(timeframe|time frame|turnaround|duration|eta|time scale|timescale)\b/g, 'timeline'],
  [/\b(analysis|analyses|analyst|analysts|analyzing|analysing)\b/g, 'analytics'],
  [/\b(abt|bout)\b/g, 'about'],
  [/\b(ring|phone up)\b(?= (you|us|someone))|\b(number to ring)\b/g, 'call'],
  [/\b(you|u|ya) (guys|folks|all|lot|people)\b|\by'?all\b/g, 'you'],
  [/\b(case stud(y|ies)|showcase|past projects|previous projects|track record)\b/g, 'portfolio'],
  [/\b(u)\b/g, 'you'],
  [/\b(cn)\b/g, 'can'],
  [/\b(r)\b/g, 'are'],
  [/\b(ur)\b/g, 'your'],
  [/\b(pls|plz)\b/g, 'please'],
  [/\b(whats)\b/g, 'what is'],
  [/\b(wat|wot|wut|wht)\b/g, 'what'],
  [/\b(hrs)\b/g, 'hours'],
  [/\b(mon|monday|tue|tuesday|wed|wednesday|thu|thursday|fri|friday)\b/g, 'weekday'],
  [/\b(sat|saturdays|sun|sunday|sundays|weekends?)\b/g, 'saturday'],
  [
    /\b(ndas?|confidentiality agreements?|non-?disclosure agreements?)\b/g,
    'non-disclosure agreement',
  ],
  [/\b(maintain|maintains|maintained|maintaining|look(s|ing)? after|upkeep)\b/g, 'maintenance'],
  [/\b(time-?zones?|timezones?|time differences?|time gap)\b/g, 'time zones'],
  // One word, so that "24" does not meet the "24 hours" of the reply promise.
  [/\b((a)?round the clock|24 ?x ?7|24 7|24 hours a day|day and night)\b/g, '24x7'],
  [/\b(sf|frisco)\b/g, 'san francisco'],
  [
    /\b(in[- ]?house|internal|our own|our) (team|developers|devs|engineers|it team|it department)\b|\b(team|developers|devs|engineers) in[- ]?house\b/g,
    'in-house team',
  ],
];

/** The message with each synonym in its one form. */
export function canonicalWords(text: string): string {
  return SYNONYMS.reduce((result, [pattern, word]) => result.replace(pattern, word), text);
}
