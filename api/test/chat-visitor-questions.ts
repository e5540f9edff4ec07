// Held-out evaluation of the chat assistant (issue #26): questions written the way visitors type them.
//
// Where they come from: written by hand by a helper that never saw the assistant's training phrases
// (api/src/chat/) nor the older evaluation table (api/test/chat-evaluation.ts). The only sources were the
// site's own facts (packages/site-content: company, services, projects, offices, hours, contacts, FAQs),
// the specification, and the blog, author and account features as a visitor sees them. Typos, slang,
// missing punctuation and indirect phrasing are on purpose.
//
// Never use these questions for training: do not copy them into the training phrases, the retrieval index
// or a learned answer. They measure the assistant; once trained on, they no longer measure anything.
//
// The intents are the assistant's public answer kinds. "careers" is left out: neither site-content nor the
// specification holds a fact about jobs or hiring, so the assistant has nothing true to answer with.

export const chatIntents = [
  'greeting',
  'thanks',
  'goodbye',
  'company.about',
  'services.overview',
  'service.artificial-intelligence',
  'service.web-development',
  'service.mobile-development',
  'service.game-development',
  'service.data-analytics',
  'pricing',
  'timeline',
  'technologies',
  'quote.request',
  'products',
  'project.carelink',
  'project.docuflow',
  'project.noor-quran',
  'project.labsphere',
  'contact',
  'offices',
  'hours',
  'reply.time',
  'handoff.request',
  'account.register',
  'account.login',
  'account.password',
  'blog.write',
  'blog.author',
] as const;

export type ChatIntent = (typeof chatIntents)[number];

export interface VisitorQuestion {
  question: string;
  intent: ChatIntent;
}

export interface FollowUpCase {
  first: string;
  followUp: string;
  intent: ChatIntent;
}

/** Groups questions by the intent they expect, so the table below reads intent by intent. */
function asked(intent: ChatIntent, questions: string[]): VisitorQuestion[] {
  return questions.map((question) => ({ question, intent }));
}

export const visitorQuestions: VisitorQuestion[] = [
  ...asked('greeting', [
    'hi',
    'helo there',
    'hey whats up',
    'good morning!',
    'yo',
    'hiya anyone here?',
    "you're a bot?",
    'hey, good evening',
  ]),
  ...asked('thanks', [
    'thanks',
    'thx a lot',
    'thank u so much',
    'cheers mate',
    'great, appreciate it',
    'ty that helped',
  ]),
  ...asked('goodbye', [
    'bye',
    'ok see ya',
    'goodbye and have a nice day',
    'cya later',
    'thats all, bye bye',
  ]),
  ...asked('company.about', [
    'who are you guys',
    'what is brightwave',
    'tell me abt your company',
    'what kind of company is this',
    'what does brightwave do exactly',
    'who is behind this website',
  ]),
  ...asked('services.overview', [
    'what services do u offer',
    'what can you build for me',
    'what do you guys do',
    'list of your services pls',
    'which kinds of software do you make',
    'what areas do you work in',
  ]),
  ...asked('service.artificial-intelligence', [
    'do you do AI',
    'can u build a machine learning model for us',
    'we want a chatbot for our customers, is that something you do',
    'artifical inteligence services?',
    'could you help us automate decisions with ml',
    'do you do conversational ai',
  ]),
  ...asked('service.web-development', [
    'can you make a website',
    'i need a web app built',
    'do u do websites',
    'we need someone to redo our company site',
    'web developement services',
    'can you take over our existing website',
  ]),
  ...asked('service.mobile-development', [
    'do you build mobile apps',
    'i want an iphone app',
    'android app development?',
    'can you make an app for ios and android',
    'we need a phone app for our shop',
    'will you put my app on the app store',
  ]),
  ...asked('service.game-development', [
    'do you make games',
    'can u develop a video game',
    'game dev?',
    'we want a training game for our staff',
    'can you make a mobile game for kids',
  ]),
  ...asked('service.data-analytics', [
    'do you do data analytics',
    'we need dashboards for our sales numbers',
    'can you help with business intelligence',
    'analytics and reporting services?',
    'can you turn our spreadsheets into reports',
    'our data is a mess, can you make sense of it',
  ]),
  ...asked('pricing', [
    'how much does it cost',
    'whats ur pricing',
    'are you expensive',
    'is working with you costly',
    'we have a small budget, can we afford you',
    'how much for an app',
    'price range for a project?',
    'are you affordable for a startup',
    'how do you charge',
    'is it pricey to hire you',
  ]),
  ...asked('timeline', [
    'how long does a project take',
    'how long till my app is ready',
    'whats the usual timeline',
    'how many months to launch an app',
    'how fast can you deliver',
    'when would a first version be done',
  ]),
  ...asked('technologies', [
    'what tech stack do you use',
    'which programming languages',
    'do you use react',
    'node or .net?',
    'which cloud do you host on, aws or azure',
    'what technologies do u work with',
  ]),
  ...asked('quote.request', [
    'i want a quote',
    'can i get an estimate for my project',
    'how do i start a project with you',
    'i have a project idea, whats next',
    'send me a proposal pls',
    'can we book a free consultation',
  ]),
  ...asked('products', [
    'what have you built',
    'show me your portfolio',
    'any examples of your work?',
    'what projects have u done',
    'do you have case studies',
    'which apps did you make',
  ]),
  ...asked('project.carelink', [
    'tell me about carelink',
    'care link app?',
    'have you done anything for hospitals',
    'do you have experience with doctor patient apps',
    'an app for clinics, have you built one',
    'the app with video visits with the doctor',
  ]),
  ...asked('project.docuflow', [
    'what is docuflow',
    'docu flow',
    'the pdf app you made',
    'did you build an app to scan and sign documents',
    'tell me about your document tool',
  ]),
  ...asked('project.noor-quran', [
    'tell me about noor quran',
    'the quran app',
    'noor koran app with reciters',
    'did you make a religious app',
    'an app to read and listen to the quran?',
  ]),
  ...asked('project.labsphere', [
    'what is labsphere',
    'lab sphere?',
    'have you worked with laboratories',
    'a system for a medical lab?',
    'do you have a lab management system',
    'software for tracking samples in a lab',
  ]),
  ...asked('contact', [
    'how can i contact you',
    'whats your email',
    'phone number?',
    'how do i reach sales',
    'i need the support email',
    'can i call u',
    'how to get in touch',
    'give me a number to ring',
  ]),
  ...asked('offices', [
    'where are you located',
    'where is your office',
    'do you have an office in london',
    'whats your address',
    'are you based in the us',
    'where can i visit you',
    'which cities are your offices in',
  ]),
  ...asked('hours', [
    'what are your opening hours',
    'which days can i reach the office',
    'are you open on saturday',
    'what time do you close',
    'can i call on weekends',
    'are u open on sunday',
    'office hours?',
    'when are you available, mon to fri?',
  ]),
  ...asked('reply.time', [
    'how fast do you reply',
    'when will i get an answer',
    'i sent a message, how long until someone answers',
    'how quickly do you respond to emails',
    'will you get back to me today',
  ]),
  ...asked('handoff.request', [
    'can i talk to a human',
    'i want to speak with a real person',
    'connect me to an agent',
    'let me talk to someone from your team',
    'pls get me a person not a bot',
  ]),
  ...asked('account.register', [
    'how do i sign up',
    'how to create an account',
    'register',
    'i want to make an account on the site',
    'where do i register',
  ]),
  ...asked('account.login', [
    'how do i log in',
    'where is the sign in',
    'cant find the login page',
    'how to sign into my account',
    'login',
  ]),
  ...asked('account.password', [
    'i forgot my password',
    'how do i reset my password',
    'forgot pasword help',
    'cant remember my password',
    'change my password',
  ]),
  ...asked('blog.write', [
    'how do i write a blog post',
    'can i publish an article on your blog',
    'where do i post my article',
    'how to create a new post',
    'i want to share my story on the site',
  ]),
  ...asked('blog.author', [
    'how do i become an author',
    'can i write for you',
    'i want to be a blogger on your site',
    'can i be a writer here',
    'how do i get permission to publish',
    'i would like to contribute articles, how do i apply',
  ]),
];

export const followUps: FollowUpCase[] = [
  {
    first: 'can u make me an app for my restaurant',
    followUp: 'and how long would that take?',
    intent: 'timeline',
  },
  { first: 'i need a website for my business', followUp: 'how much?', intent: 'pricing' },
  { first: 'can you do AI stuff', followUp: 'whats the price', intent: 'pricing' },
  {
    first: 'we are thinking about a small game for our brand',
    followUp: 'how long does that usually take',
    intent: 'timeline',
  },
  {
    first: 'can you build dashboards for us',
    followUp: 'what tools do you use for that',
    intent: 'technologies',
  },
  { first: 'can you make a web app', followUp: 'which tech would you use', intent: 'technologies' },
  { first: 'i want an android app', followUp: 'ok can i get a quote', intent: 'quote.request' },
  { first: 'what is carelink', followUp: 'and the lab one?', intent: 'project.labsphere' },
  { first: 'where r u guys based', followUp: 'and when is it open', intent: 'hours' },
  {
    first: 'what email should i write to',
    followUp: 'and how fast do you answer',
    intent: 'reply.time',
  },
  {
    first: 'how can i get an account here',
    followUp: 'and if i forget my password?',
    intent: 'account.password',
  },
  {
    first: 'i want to write on your blog',
    followUp: 'how do i get that right',
    intent: 'blog.author',
  },
  {
    first: 'can i see some of your past work',
    followUp: 'tell me more about the pdf one',
    intent: 'project.docuflow',
  },
  { first: 'could you analyse our customer data', followUp: 'is it expensive', intent: 'pricing' },
];

export const offTopicQuestions: string[] = [
  'whats the weather like tomorrow',
  'will it rain in paris this weekend',
  'who won the world cup',
  'what was the score of the lakers game',
  'how do i make pancakes',
  'give me a recipe for lasagna',
  'what is 17 times 23',
  'solve x squared minus 4 equals 0',
  'what is the square root of 2',
  'how old is taylor swift',
  'who is the richest man in the world',
  'is beyonce married',
  'how do i cancel my netflix subscription',
  'how do i reset my iphone',
  'what is the best samsung phone',
  'when is the next apple event',
  'how do i install microsoft office',
  'can you recommend a good movie',
  'tell me a joke about cats',
  'whats the capital of australia',
  'how tall is mount everest',
  'translate hello into japanese',
  'what time is it in tokyo',
  'who wrote hamlet',
  'how do i fix my car brakes',
  'whats the price of bitcoin today',
  'should i buy tesla stock',
  'how many calories in a banana',
  'how do i lose weight fast',
  'what dog breed is best for kids',
  'book me a flight to new york',
  'when does the supermarket close',
  'what is the meaning of life',
  'who is the president of france',
  'recommend a novel for the beach',
  'how do plants make food',
  'how do i get rid of ants in my kitchen',
  'who painted the mona lisa',
  'play some music',
  'what does my horoscope say today',
  'how do i order pizza from dominos',
  'what is the distance from the earth to the moon',
];
