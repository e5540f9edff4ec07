import { LINKS, SUGGESTIONS } from './links';
import { countWord, listOf, sentence } from './phrasing';
import type { Intent, SiteContent } from './types';

export function contactIntents({ company }: SiteContent): Intent[] {
  const { phones, emails, offices, hours } = company;
  return [
    {
      name: 'contact',
      utterances: [
        SUGGESTIONS.contact,
        'what is your phone number',
        'what is your email address',
        'how do I get in touch',
        'can I call you',
        'contact details please',
        'I need your support email',
        'how can I reach the sales team',
        'contact',
        'what number do I call for support',
      ],
      answer: {
        reply: `Call sales on ${phones.sales} or support on ${phones.support}, or e-mail ${emails.sales} (sales) or ${emails.support} (support). ${hours.replyPromise}`,
        links: [LINKS.contact, LINKS.contactInfo],
        suggestions: [SUGGESTIONS.hours, SUGGESTIONS.person],
      },
    },
    {
      name: 'offices',
      utterances: [
        'where are you located',
        'where is your office',
        'what is your address',
        'where are your offices',
        'which cities are you in',
        'can I visit you',
        'do you have an office in Europe',
        'office location',
        'are you based in the US',
        'in which country is the company',
      ],
      answer: {
        reply: `We have ${countWord(offices.length)} ${offices.length === 1 ? 'office' : 'offices'}: ${listOf(offices.map((office) => `${office.city} (${office.address})`))}.`,
        links: [LINKS.contactInfo, LINKS.contact],
        suggestions: [SUGGESTIONS.hours, SUGGESTIONS.contact],
      },
    },
    {
      name: 'hours',
      utterances: [
        SUGGESTIONS.hours,
        'when are you open',
        'what are your opening hours',
        'are you open on Saturday',
        'are you open on weekends',
        'what time do you close',
        'business hours',
        'can I call on Sunday',
        'what time does your office open in the morning',
        'office hours',
      ],
      answer: {
        reply: `Our working hours are ${hours.weekdays} and ${hours.saturday}. ${sentence(hours.replyPromise)}`,
        links: [LINKS.contactInfo],
        suggestions: [SUGGESTIONS.contact, SUGGESTIONS.person],
      },
    },
    {
      name: 'reply.time',
      utterances: [
        'how fast do you reply',
        'when will I hear back',
        'how long until you answer my message',
        'I sent a message, when will you respond',
        'what is your response time',
        'do you answer emails quickly',
        'how soon will someone get back to me',
        'response time',
        'will I get an answer today',
      ],
      answer: {
        reply: `${sentence(hours.replyPromise)} Messages from the contact form and from this chat reach our team directly.`,
        links: [LINKS.contact],
        suggestions: [SUGGESTIONS.person, SUGGESTIONS.contact],
      },
    },
    {
      name: 'handoff.request',
      utterances: [
        SUGGESTIONS.person,
        'I want to talk to a human',
        'can I speak to a real person',
        'connect me with someone from your team',
        'let me talk to an agent',
        'I would rather talk to a person',
        'human please',
        'put me through to sales',
        'I need to speak with someone',
        'speak to a representative',
      ],
      answer: {
        reply: `Of course. Leave your name, e-mail and question below and a person from our team will answer. ${sentence(hours.replyPromise)}`,
        links: [],
        suggestions: [],
        handoff: true,
      },
    },
  ];
}
