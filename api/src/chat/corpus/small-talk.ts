import { chatGreeting } from '@brightwave/contracts';
import { FIRST_SUGGESTIONS, SUGGESTIONS } from './links';
import type { Intent, SiteContent } from './types';

export function smallTalkIntents({ company }: SiteContent): Intent[] {
  return [
    {
      name: 'greeting',
      utterances: [
        'hello',
        'hi',
        'hey there',
        'good morning',
        'good afternoon',
        'good evening',
        'hi, is anyone there?',
        'hello, I have a question',
        'howdy',
        'greetings',
        'yo',
      ],
      answer: {
        reply: chatGreeting(company.shortName),
        links: [],
        suggestions: FIRST_SUGGESTIONS,
      },
    },
    {
      name: 'thanks',
      utterances: [
        'thanks',
        'thank you',
        'thank you so much',
        'thanks a lot, that helps',
        'great, thanks for the help',
        'cheers',
        'much appreciated',
        'that was helpful, thank you',
        'perfect, thanks',
      ],
      answer: {
        reply: 'You are welcome! Is there anything else I can help you with?',
        links: [],
        suggestions: [SUGGESTIONS.services, SUGGESTIONS.contact],
      },
    },
    {
      name: 'goodbye',
      utterances: [
        'bye',
        'goodbye',
        'see you later',
        'that is all for now',
        'I have to go',
        'talk to you later',
        'have a nice day',
        'bye bye',
        'nothing else, bye',
      ],
      answer: {
        reply: `Goodbye, and thank you for visiting ${company.name}! If anything else comes up, write to ${company.emails.sales}.`,
        links: [],
        suggestions: [],
      },
    },
  ];
}
