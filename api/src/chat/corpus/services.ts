import type { ChatLink } from '@brightwave/contracts';
import { LINKS, productLink, SUGGESTIONS } from './links';
import { listOf, lowerFirst, sentence, upperFirst } from './phrasing';
import { ALL_INDUSTRIES, industriesAnswer } from './portfolio';
import type { ChatAnswer, Intent, SiteContent } from './types';

// What visitors ask about each service: what it is, typical projects and how to start.
const serviceUtterances: Record<string, string[]> = {
  'artificial-intelligence': [
    'tell me about your AI services',
    'do you do artificial intelligence',
    'can you build machine learning models',
    'what kind of AI projects do you take on',
    'we want to automate tasks with AI',
    'can you make a chatbot or an assistant for us',
    'how do we start an AI project with you',
    'do you work with language models',
    'AI',
    'predictive models and machine learning',
  ],
  'web-development': [
    'do you build websites',
    'tell me about web development',
    'can you make a web application for my business',
    'we need a new company website',
    'what kind of web projects do you do',
    'do you develop online portals and SaaS platforms',
    'how do I start a website project',
    'web development',
    'can you redesign our site',
    'I need an e-commerce web shop',
  ],
  'mobile-development': [
    'do you build mobile apps',
    'can you make an iPhone app',
    'Android app development',
    'tell me about your mobile app services',
    'we want an app for iOS and Android',
    'what kind of mobile apps have you built',
    'how do we start building a phone app',
    'mobile development',
    'do you do cross-platform apps with React Native',
    'I have an idea for an app',
  ],
  'game-development': [
    'do you make games',
    'tell me about game development',
    'can you build a mobile game',
    'do you work with Unity or Unreal',
    'we want a serious game for training',
    'what kind of games do you develop',
    'how do we start a game project',
    'game development',
    'gamification for our learning platform',
    'can you make a 3D game',
  ],
  'data-analytics': [
    'do you do data analytics',
    'can you build dashboards for us',
    'tell me about your data analytics service',
    'we need business intelligence and reporting',
    'can you help us with our data warehouse',
    'forecasting and predictive analytics',
    'data analytics',
    'how do we start a data project',
    'do you work with Power BI or Tableau',
    'we want to make sense of our data',
  ],
};

/** The projects of the portfolio whose services mention this service. */
function portfolioFor(content: SiteContent, serviceName: string): ChatLink[] {
  const name = serviceName.toLowerCase();
  return content.projects
    .filter((project) => project.projectInfo.services.toLowerCase().includes(name))
    .map(productLink);
}

function howToStart(content: SiteContent): string {
  return `To start, tell us about your project: ${lowerFirst(sentence(content.projectInquiry.lead))}`;
}

function serviceIntent(
  content: SiteContent,
  slug: string,
  service: { name: string; path: string; summary: string; examples: string },
): Intent {
  const work = portfolioFor(content, service.name);
  const workSentence = work.length
    ? ` Examples from our portfolio: ${listOf(work.map((link) => link.label))}.`
    : '';
  return {
    name: `service.${slug}`,
    utterances: serviceUtterances[slug] ?? [],
    answer: {
      reply: `${service.name}: ${sentence(service.summary)} ${sentence(service.examples)}${workSentence} ${howToStart(content)}`,
      links: [{ label: service.name, to: service.path }, ...work, LINKS.startProject],
      suggestions: [SUGGESTIONS.price, SUGGESTIONS.timeline, SUGGESTIONS.quote],
    },
  };
}

const TIMELINE_FAQ = /how long|how quickly/i;
const TECHNOLOGY_FAQ = /technolog|engine|tools/i;
/** A page's sentence saying what the service is built with, and a connective opening it. */
const BUILT_WITH = /\bbuild with\b/i;
const LEADING_CONNECTIVE = /^(then|so|and|also),?\s+/i;

/** The four services and data analytics (a page of its own), each with its slug. */
export function everyService({ services, dataAnalytics }: SiteContent) {
  return [...services, { ...dataAnalytics, slug: 'data-analytics' as const }];
}

/**
 * The situations clients come to each service with, as its page tells them: texts a visitor's own
 * situation ("our receptionist is on the phone all day") finds the service by, never quoted.
 */
export function serviceNeeds(content: SiteContent): { text: string; intent: string }[] {
  return everyService(content).flatMap(({ slug, needs }) =>
    needs.flatMap((need) =>
      [need.need, need.build].map((text) => ({ text, intent: `service.${slug}` })),
    ),
  );
}

export function serviceIntents(content: SiteContent): Intent[] {
  const { services, dataAnalytics, generalFaqs } = content;
  const every = everyService(content);
  const faqAnswers = (pattern: RegExp, only?: string) =>
    every
      .filter(({ slug }) => !only || slug === only)
      .flatMap(({ name, faqs }) =>
        faqs.filter((faq) => pattern.test(faq.question)).map((faq) => `${name}: ${faq.answer}`),
      );
  /**
   * What each service builds with: its answer to a technology question, else what its page's
   * introduction says it builds with (the mobile page: "we build with React Native...").
   */
  const technologyTexts = (only?: string) =>
    every
      .filter(({ slug }) => !only || slug === only)
      .flatMap(({ slug, name }) => {
        const answers = faqAnswers(TECHNOLOGY_FAQ, slug);
        const page = services.find((service) => service.slug === slug)?.intro.paragraphs;
        const said = page?.find((paragraph) => BUILT_WITH.test(paragraph));
        if (answers.length > 0 || !said) return answers;
        return [`${name}: ${upperFirst(said.replace(LEADING_CONNECTIVE, ''))}`];
      });
  /**
   * Per service, the answer built from that service's texts (its FAQ answers matching a pattern;
   * `build` gives the general one, with the service's page, when it has none).
   */
  const topicsFrom = (
    textsOf: (slug: string) => string[],
    build: (texts: string[]) => ChatAnswer,
  ): Record<string, ChatAnswer> =>
    Object.fromEntries(
      every.map(({ slug, name, path }) => {
        const answer = build(textsOf(slug));
        return [slug, { ...answer, links: [{ label: name, to: path }, ...answer.links] }];
      }),
    );
  const costFaq = generalFaqs.items.find((faq) => /cost|price/i.test(faq.question));
  const startFaq = generalFaqs.items.find((faq) => /start/i.test(faq.question));
  const expectations = content.projectInquiry.expectations.map(
    (step) => `${step.title}: ${lowerFirst(sentence(step.text))}`,
  );
  const pricingAnswer = (faqs: string[]): ChatAnswer => ({
    reply: [
      ...faqs,
      costFaq ? sentence(costFaq.answer) : '',
      'Every estimate is made for your project, after a short call:',
      expectations.join(' '),
    ]
      .filter(Boolean)
      .join(' '),
    links: [LINKS.startProject, LINKS.contact],
    suggestions: [SUGGESTIONS.quote, SUGGESTIONS.timeline],
  });
  const timelineAnswer = (faqs: string[]): ChatAnswer => ({
    reply: `It depends on the scope. ${faqs.join(' ')} ${startFaq ? sentence(startFaq.answer) : ''}`
      .replace(/\s+/g, ' ')
      .trim(),
    links: [LINKS.startProject],
    suggestions: [SUGGESTIONS.price, SUGGESTIONS.quote],
  });
  const technologiesAnswer = (faqs: string[]): ChatAnswer => ({
    reply: faqs.join(' '),
    links: [LINKS.allServices],
    suggestions: [SUGGESTIONS.services, SUGGESTIONS.work],
  });

  return [
    {
      name: 'services.overview',
      utterances: [
        SUGGESTIONS.services,
        'what do you offer',
        'which services do you provide',
        'tell me about your services',
        'list your services',
        'what can you build for us',
        'what kind of work do you do',
        'what are your areas of expertise',
        'services',
        'can you help with software development',
        'what can your team do for my business',
        'what services do you have',
        'what do you do exactly',
        'what kind of services are available',
        'what can I hire you for',
        'do you do custom software',
        'what are you good at',
        'your services please',
        'which kinds of projects do you take',
        'what solutions do you provide',
        'do you offer software development services',
        'build me an app',
        'do you develop apps for phones',
        'iOS application development',
        'android application for our customers',
        'publishing an app to the stores',
        'mobile application development',
        'can you make apps',
        'app for smartphones',
        'I need a website for my shop',
        'website development',
        'do you create web apps',
        'build an online store',
        'develop a web platform',
        'landing page for my startup',
        'can you add AI to our product',
        'machine learning development',
        'do you build chatbots',
        'AI solutions for business',
        'computer vision project',
        'do you integrate GPT',
        'can you develop a game',
        'game design services',
        'mobile game development',
        'do you build video games',
        'educational games',
        'unity developer',
        'data analysis services',
        'help with our data',
        'build reports from our data',
        'analytics dashboard',
        'do you do BI',
        'data visualisation',
        'we have lots of excel files and want clear reports',
        'turn raw data into insights',
        'our numbers are all over the place',
        'make our company data useful',
        'can you help us understand our metrics',
      ],
      answer: {
        reply: `We offer ${listOf(every.map((s) => s.name))}. ${every.map((s) => `${s.name}: ${sentence(s.summary)}`).join(' ')}`,
        links: [...every.map((s) => ({ label: s.name, to: s.path })), LINKS.allServices],
        suggestions: [SUGGESTIONS.work, SUGGESTIONS.price, SUGGESTIONS.quote],
      },
    },
    ...services.map((s) =>
      serviceIntent(content, s.slug, {
        name: s.name,
        path: s.path,
        summary: s.summary,
        examples: s.intro.paragraphs[0] ?? '',
      }),
    ),
    serviceIntent(content, 'data-analytics', {
      name: dataAnalytics.name,
      path: dataAnalytics.path,
      summary: dataAnalytics.summary,
      examples: `Typical work: ${listOf(dataAnalytics.sampleServices.map((s, i) => (i ? lowerFirst(s.title) : s.title)))}`,
    }),
    {
      name: 'pricing',
      utterances: [
        SUGGESTIONS.price,
        'what are your prices',
        'how much do you charge',
        'what is your hourly rate',
        'how expensive is it to build an app',
        'what would a website cost',
        'can you give me an estimate of the budget',
        'pricing',
        'is it a fixed price or time and materials',
        'what budget do I need',
        'how much is a website',
        'how much is an app',
        'is it costly to work with you',
        'are your services affordable',
        'what does a project typically cost',
        'price range for a mobile app',
        'do you have a price list',
        'how much money do I need',
        'is working with you pricey',
        'what are the costs',
        'do you work with small budgets',
        'ballpark figure for a project',
        'how much for a game',
        'how much would that be',
      ],
      answer: pricingAnswer([]),
      topics: topicsFrom((slug) => faqAnswers(/price|cost/i, slug), pricingAnswer),
    },
    {
      name: 'timeline',
      utterances: [
        SUGGESTIONS.timeline,
        'how long will it take to build',
        'what is the typical timeline',
        'how fast can you deliver',
        'how many weeks or months does an app take',
        'when could our website be ready',
        'delivery time for a project',
        'timeline',
        'how soon can you start',
        'how quickly can we launch',
        'how long would that take',
        'how much time do you need',
        'how long does it take to build an app',
        'what is the turnaround time',
        'how many weeks does a website take',
        'when can it be done',
        'how long until launch',
        'how long until the first release',
        'what is the duration of a typical project',
        'deadline for the project',
        'how long does development take',
        'when will my app be finished',
        'how long until it is ready',
        'when would the website be done',
        'how soon will it be live',
        'how many months until release',
      ],
      answer: timelineAnswer(faqAnswers(TIMELINE_FAQ)),
      topics: topicsFrom((slug) => faqAnswers(TIMELINE_FAQ, slug), timelineAnswer),
    },
    {
      name: 'technologies',
      utterances: [
        'which technologies do you use',
        'what is your tech stack',
        'do you use React',
        'which programming languages do you work with',
        'what frameworks do you use',
        'do you work with .NET or Node.js',
        'which cloud do you host on, AWS or Azure',
        'what tools and engines do you use',
        'technology stack',
        'do you use TypeScript',
        'what languages do you code in',
        'what stack do you use',
        'do you use python',
        'which database do you use',
        'do you work with flutter or swift',
        'what libraries do you use',
        'do you use node',
        'do you develop with java or kotlin',
        'what technology do you build with',
        'what programming language do you use for apps',
      ],
      answer: technologiesAnswer(technologyTexts()),
      topics: topicsFrom(technologyTexts, (texts) =>
        technologiesAnswer(texts.length ? texts : technologyTexts()),
      ),
    },
    {
      name: 'quote.request',
      utterances: [
        SUGGESTIONS.quote,
        'I would like a quote',
        'can I get a proposal for my project',
        'I want to book a call',
        'can someone call me back',
        'schedule a consultation',
        'I want to start a project with you',
        'send me an offer',
        'book a free consultation call',
        'we would like to hire you',
        'I need a quote for an app',
        'get me an estimate for my project',
        'how do I get a quote',
        'can we set up a meeting',
        'I want to discuss a project',
        'let us work together on a project',
        'I want to hire your team',
        'please send me a proposal',
        'can we arrange a call',
        'book a meeting with sales',
        'I have an idea, what do I do next',
        // How a project starts is the questions page's answer (the faq passage), not a quote.
        'I want to move forward with a project',
      ],
      answer: {
        reply: `Gladly. ${sentence(content.projectInquiry.lead)} You can fill in the project form, call us on ${content.company.phones.sales}, or leave your name and e-mail here and we will get back to you.`,
        links: [LINKS.startProject, LINKS.contact],
        suggestions: [],
        handoff: true,
      },
    },
    {
      name: 'company.about',
      utterances: [
        'what does your company do',
        'who are you',
        `tell me about ${content.company.shortName}`,
        'what is this company',
        'what kind of company are you',
        'what is your business',
        'about the company',
        'how many projects have you done',
        'how long have you been around',
        'why should we choose you',
        'who is brightwave',
        'tell me about your company',
        'where does the company come from',
        'who runs this company',
        'what is your story',
        'about you',
        'what makes you different',
        'what are your values',
        'how big is your team',
        'how many clients do you have',
        'tell me about your business',
        'some background on the company',
        'give me an overview of the company',
      ],
      answer: {
        reply: `${sentence(content.about.intro.lead)} ${sentence(content.home.hero.lead)} In numbers: ${listOf(content.about.stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`))}.`,
        links: [LINKS.about, LINKS.allServices],
        suggestions: [SUGGESTIONS.services, SUGGESTIONS.work],
      },
      topics: { [ALL_INDUSTRIES]: industriesAnswer(content) },
    },
    {
      name: 'careers',
      utterances: [
        'are you hiring',
        'do you have job openings',
        'I want to work for you',
        'careers',
        'can I apply for a job',
        'do you offer internships',
        'where do I send my CV',
        'job vacancies',
        'are there developer positions open',
        'do you have any jobs',
        'I am looking for work',
        'any open positions',
        'can I work at brightwave',
        'job openings for developers',
        'are you recruiting',
        'I want to join your team',
        'internship opportunities',
        'how do I apply for a job at your company',
        'do you hire designers',
      ],
      answer: {
        reply: `We do not list open positions on this site. If you would like to work with ${content.company.name}, send your CV and a few lines about yourself to ${content.company.emails.sales}.`,
        links: [LINKS.about],
        suggestions: [SUGGESTIONS.services],
      },
    },
  ];
}
