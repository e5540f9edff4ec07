// The services the company sells, as the service pages, the home page and the chatbot read them.
// Plain data: no React, no DOM, so the API can read it too.
import { PAGE_PATHS } from './page-paths';
import { clientNeeds, type ClientNeed } from './client-needs';
import { serviceCards, type ServiceArt, type ServiceCard, type ServiceSlug } from './service-cards';

export interface TitledText {
  title: string;
  text: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface Service extends ServiceCard {
  banner: { eyebrow: string; title: string; lead: string };
  intro: { title: string; paragraphs: string[] };
  /** The four consultant roles a client works with. */
  roles: TitledText[];
  /** Five benefits. */
  benefits: TitledText[];
  /** Four questions and answers. */
  faqs: QuestionAnswer[];
  /** Eight situations clients come with, and what we would build. */
  needs: ClientNeed[];
}

/** What each service's page says beyond its card. */
const pages: Record<ServiceSlug, Omit<Service, keyof ServiceCard | 'needs'>> = {
  'artificial-intelligence': {
    banner: {
      eyebrow: 'AI services',
      title: 'Artificial intelligence that earns its place in your business',
      lead: 'From a first proof of concept to models running in production, we build AI that is measurable, explainable and safe to rely on.',
    },
    intro: {
      title: 'Practical AI, shipped',
      paragraphs: [
        'We start from the decision or the task you want to improve, not from the technology. Together we find where AI pays off: triaging requests, forecasting demand, reading documents, answering customers or spotting anomalies.',
        'Our engineers then design, train and deploy the model, wire it into your existing tools and set up the monitoring that keeps it accurate as your data changes.',
      ],
    },
    roles: [
      {
        title: 'AI strategy consultant',
        text: 'Maps your processes, finds the use cases with the clearest return and writes the roadmap.',
      },
      {
        title: 'Machine learning engineer',
        text: 'Prepares the data, trains and evaluates models and takes them to production.',
      },
      {
        title: 'Data engineer',
        text: 'Builds the pipelines that feed models with clean, timely and well-governed data.',
      },
      {
        title: 'Conversational AI designer',
        text: 'Designs assistants and chatbots that sound like your brand and know when to hand over to a person.',
      },
    ],
    benefits: [
      {
        title: 'Faster decisions',
        text: 'Forecasts and recommendations arrive when they are needed, not at the end of the month.',
      },
      {
        title: 'Lower operating costs',
        text: 'Repetitive work such as data entry and first-line support is automated end to end.',
      },
      {
        title: 'Better customer experience',
        text: 'Personalised answers around the clock, in your customers’ own words.',
      },
      {
        title: 'Responsible by design',
        text: 'Bias checks, privacy reviews and human oversight are part of every delivery.',
      },
      {
        title: 'Models that stay accurate',
        text: 'Monitoring and retraining keep quality high as your business changes.',
      },
    ],
    faqs: [
      {
        question: 'Do we need a lot of data to start with AI?',
        answer:
          'Not always. Many projects start with pre-trained models fine-tuned on a few hundred examples. In a short discovery we check what you have and what it can support.',
      },
      {
        question: 'How long does a first AI project take?',
        answer:
          'A proof of concept typically takes four to six weeks; a production rollout follows in another two to three months, depending on integrations.',
      },
      {
        question: 'Is our data safe with you?',
        answer:
          'Yes. We work inside your cloud account where possible, sign data processing agreements and never use client data to train models for anyone else.',
      },
      {
        question: 'Can AI work with our existing software?',
        answer:
          'Yes. We integrate through APIs, plug-ins and event streams, so your team keeps the tools it knows.',
      },
    ],
  },
  'web-development': {
    banner: {
      eyebrow: 'Web development',
      title: 'Web applications that are fast, accessible and built to grow',
      lead: 'We design and engineer websites, portals and SaaS platforms that your customers enjoy and your team can keep improving.',
    },
    intro: {
      title: 'Custom web solutions',
      paragraphs: [
        'Every business runs differently, so we build web software around your workflows rather than forcing you into a template. Modern frameworks, clean architecture and automated tests keep it easy to change.',
        'Performance and accessibility are requirements, not extras: our sites load quickly on any connection and work for every visitor, with a keyboard or a screen reader.',
      ],
    },
    roles: [
      {
        title: 'Solution architect',
        text: 'Chooses the right architecture and hosting so the platform scales without surprises.',
      },
      {
        title: 'Front-end engineer',
        text: 'Builds responsive, accessible interfaces that feel instant on every device.',
      },
      {
        title: 'Back-end engineer',
        text: 'Designs the APIs, data models and integrations behind your product.',
      },
      {
        title: 'UX designer',
        text: 'Turns research into clear journeys and a design system your team can reuse.',
      },
    ],
    benefits: [
      {
        title: 'Built around your workflow',
        text: 'Software that matches how your teams actually work.',
      },
      {
        title: 'Speed that converts',
        text: 'Fast pages rank better and keep visitors on the way to a purchase or an enquiry.',
      },
      {
        title: 'Accessible to everyone',
        text: 'We follow WCAG 2.2 AA so no customer is left out.',
      },
      {
        title: 'Secure by default',
        text: 'Security reviews, dependency updates and least-privilege access from day one.',
      },
      {
        title: 'Ready to scale',
        text: 'Cloud-native foundations that grow from the first user to the millionth.',
      },
    ],
    faqs: [
      {
        question: 'Which technologies do you use?',
        answer:
          'Mostly TypeScript with React on the front end and Node.js or .NET on the back end, hosted on AWS, Azure or Google Cloud. We choose what fits your team and your constraints.',
      },
      {
        question: 'Can you take over an existing website?',
        answer:
          'Yes. We start with a code and security audit, fix the urgent issues and then improve the platform step by step.',
      },
      {
        question: 'Do you also handle hosting and maintenance?',
        answer:
          'We offer support plans with monitoring, updates and a guaranteed response time, or we hand over to your own team with full documentation.',
      },
      {
        question: 'How do you price web projects?',
        answer:
          'After a free discovery call we propose a fixed price for a clearly scoped first release, or a monthly team for ongoing product work.',
      },
    ],
  },
  'mobile-development': {
    banner: {
      eyebrow: 'Mobile apps',
      title: 'Mobile apps your customers keep coming back to',
      lead: 'We design, build and launch iOS and Android apps, then keep improving them with real usage data.',
    },
    intro: {
      title: 'From idea to the app stores',
      paragraphs: [
        'We help you shape the idea, prototype the key journeys and test them with real users before a single screen is engineered.',
        'Then we build with React Native or fully native code, depending on what your app needs, and take care of store submission, analytics and crash reporting.',
      ],
    },
    roles: [
      {
        title: 'Mobile product strategist',
        text: 'Defines the features that matter for launch and the metrics that show success.',
      },
      {
        title: 'iOS and Android engineer',
        text: 'Builds smooth, battery-friendly apps with offline support where it counts.',
      },
      {
        title: 'Mobile UI designer',
        text: 'Designs interfaces that follow each platform’s conventions and your brand.',
      },
      {
        title: 'QA engineer',
        text: 'Tests on real devices and automates the checks that protect every release.',
      },
    ],
    benefits: [
      {
        title: 'One team, both platforms',
        text: 'iOS and Android ship together from one shared codebase where it makes sense.',
      },
      {
        title: 'Engagement that lasts',
        text: 'Push notifications, widgets and offline modes that keep your app useful every day.',
      },
      {
        title: 'Store-ready releases',
        text: 'We handle review guidelines, listings and staged rollouts.',
      },
      {
        title: 'Insight from day one',
        text: 'Analytics and crash reporting show what users do and what to improve next.',
      },
      {
        title: 'Secure handling of data',
        text: 'Encrypted storage and secure authentication for sensitive information.',
      },
    ],
    faqs: [
      {
        question: 'Native or cross-platform: which should we choose?',
        answer:
          'Cross-platform suits most business apps and halves the work; native pays off for heavy graphics or deep hardware access. We recommend one after discovery.',
      },
      {
        question: 'How long does it take to launch an app?',
        answer:
          'A focused first version usually takes three to four months from kick-off to the app stores.',
      },
      {
        question: 'Will you publish the app for us?',
        answer:
          'Yes. We prepare the store listings, handle the review process and publish under your developer accounts.',
      },
      {
        question: 'What happens after launch?',
        answer:
          'We monitor crashes and reviews, ship updates for new OS versions and plan the next features with you.',
      },
    ],
  },
  'game-development': {
    banner: {
      eyebrow: 'Game development',
      title: 'Games and interactive experiences people remember',
      lead: 'Our game team designs and builds 2D and 3D games, serious games for training and playful brand experiences.',
    },
    intro: {
      title: 'Play with purpose',
      paragraphs: [
        'Whether you are launching a commercial title or teaching a skill through play, we start with the core loop and prototype it early, so the fun is proven before production scales up.',
        'We build with Unity, Unreal and modern web technologies, and we plan live operations, analytics and monetisation from the start.',
      ],
    },
    roles: [
      {
        title: 'Game designer',
        text: 'Crafts mechanics, progression and balance that keep players engaged.',
      },
      {
        title: 'Gameplay programmer',
        text: 'Turns designs into responsive, polished gameplay on every target platform.',
      },
      {
        title: 'Technical artist',
        text: 'Bridges art and engineering with shaders, effects and optimised assets.',
      },
      {
        title: 'Producer',
        text: 'Keeps scope, budget and milestones on track with a transparent roadmap.',
      },
    ],
    benefits: [
      {
        title: 'Prototype first',
        text: 'Playable builds within weeks, so decisions rest on real play tests.',
      },
      {
        title: 'Cross-platform reach',
        text: 'One game for mobile, web, desktop and consoles.',
      },
      {
        title: 'Smooth performance',
        text: 'Optimised to run well on mid-range phones, not only on the newest devices.',
      },
      {
        title: 'Learning that sticks',
        text: 'Gamified training that raises completion and retention rates.',
      },
      {
        title: 'Live operations',
        text: 'Events, updates and analytics that keep a game growing after launch.',
      },
    ],
    faqs: [
      {
        question: 'Which engines do you work with?',
        answer:
          'Mainly Unity and Unreal Engine, plus web technologies for browser games. We pick the engine that fits your platforms and team.',
      },
      {
        question: 'Can you build games for training and education?',
        answer:
          'Yes. Serious games are a large part of our work, from onboarding simulations to learning apps for schools.',
      },
      {
        question: 'Do you provide art and sound?',
        answer:
          'Our team covers 2D and 3D art, animation and user interface design, and we work with trusted audio partners for music and sound.',
      },
      {
        question: 'Who owns the game when it is finished?',
        answer:
          'You do. All source code and assets created for your project are transferred to you.',
      },
    ],
  },
};

export const services: Service[] = serviceCards.map((card) => ({
  ...card,
  ...pages[card.slug],
  needs: clientNeeds[card.slug],
}));

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The data analytics page: a service with its own layout (a hero, a badge and an FAQ accordion). */
export const dataAnalytics = {
  name: 'Data Analytics',
  path: PAGE_PATHS.dataAnalytics,
  art: 'data' as ServiceArt,
  summary:
    'Dashboards, forecasting and data platforms that give every team one trusted view of the business.',
  hero: {
    eyebrow: 'Data analytics',
    title: 'Turn your data into decisions you can trust',
    lead: 'We connect your sources, model your metrics and build the dashboards and forecasts your teams use every day.',
  },
  experienceYears: 15,
  experienceLabel: 'years of experience',
  intro:
    'Our analysts and engineers have spent fifteen years helping companies in healthcare, retail, finance and logistics make sense of their data, from the first spreadsheet audit to company-wide data platforms.',
  roles: [
    {
      title: 'Data strategy consultant',
      text: 'Aligns metrics with business goals and sets up the governance that keeps them consistent.',
    },
    {
      title: 'Analytics engineer',
      text: 'Models raw data into clean, tested tables that every report can build on.',
    },
    {
      title: 'BI developer',
      text: 'Designs dashboards that answer real questions at a glance.',
    },
    {
      title: 'Data scientist',
      text: 'Builds forecasts, segmentations and experiments that explain what comes next.',
    },
  ] satisfies TitledText[],
  benefits: [
    { title: 'One source of truth', text: 'Every team works from the same, trusted numbers.' },
    {
      title: 'Real-time visibility',
      text: 'Live dashboards replace manual weekly reports.',
    },
    {
      title: 'Better forecasts',
      text: 'Plan stock, staffing and budgets with statistical confidence.',
    },
    {
      title: 'Compliance built in',
      text: 'Access controls and audit trails that satisfy GDPR and HIPAA.',
    },
    {
      title: 'Self-service insight',
      text: 'Teams explore data themselves without waiting for an analyst.',
    },
  ] satisfies TitledText[],
  sampleServices: [
    {
      title: 'Data warehouse setup',
      text: 'A modern cloud warehouse with automated pipelines from all your systems.',
    },
    {
      title: 'Executive dashboards',
      text: 'The key performance indicators of the business, updated live.',
    },
    {
      title: 'Predictive analytics',
      text: 'Demand, churn and revenue forecasts built on your own history.',
    },
    {
      title: 'Data quality audit',
      text: 'A clear report of gaps, duplicates and risks, with a plan to fix them.',
    },
  ] satisfies TitledText[],
  faqs: [
    {
      question: 'What data sources can you connect?',
      answer:
        'Databases, spreadsheets, CRMs, ERPs, marketing tools and most SaaS products with an API. If it stores data, we can usually bring it in.',
    },
    {
      question: 'Which BI tools do you work with?',
      answer:
        'Power BI, Tableau, Looker and Metabase, or a custom dashboard inside your own product when that suits your users better.',
    },
    {
      question: 'How quickly will we see results?',
      answer: 'Most clients see their first live dashboard within three to four weeks of kick-off.',
    },
    {
      question: 'Can you train our team?',
      answer:
        'Yes. Every project ends with hands-on training and documentation, so your team can build on what we deliver.',
    },
  ] satisfies QuestionAnswer[],
  needs: clientNeeds['data-analytics'],
};
