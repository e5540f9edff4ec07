import { LINKS, SUGGESTIONS } from './links';
import { countWord, listOf, sentence } from './phrasing';
import type { ChatAnswer, Intent, SiteContent } from './types';

type Line = keyof SiteContent['company']['phones'];

/** A contact line's phone, e-mail and office ("sales", "support"). */
export function contactLine(content: SiteContent, channel: string) {
  const line = channel as Line;
  return {
    phone: content.company.phones[line],
    email: content.company.emails[line],
    office: content.contactChannelOffices[line],
  };
}

/** Each contact line's own answer: its purpose, phone, office and e-mail, from the contact page. */
export function channelAnswers(content: SiteContent): Record<string, ChatAnswer> {
  const { hours } = content.company;
  return Object.fromEntries(
    content.contactGuide.map(({ channel, title, text }) => {
      const { phone, email, office } = contactLine(content, channel);
      return [
        channel,
        {
          reply: `${title}: call ${phone} (our ${office} office) or e-mail ${email}. ${sentence(text)} ${hours.weekdays}, ${hours.saturday}.`,
          links: [LINKS.contactInfo, LINKS.contact],
          suggestions: [SUGGESTIONS.hours, SUGGESTIONS.person],
        },
      ];
    }),
  );
}

export function contactIntents(content: SiteContent): Intent[] {
  const { phones, emails, offices, hours } = content.company;
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
        'how can I contact you',
        'phone number please',
        'your email please',
        'what is the email',
        'how do I reach you',
        'where can I send an email',
        'support phone',
        'sales email',
        'number to call',
        'can I email you',
        'give me a phone number',
        'what number can I call',
        'how do I phone you',
        'I want to call you',
        'best way to reach you by phone',
      ],
      answer: {
        reply: `Call sales on ${phones.sales} or support on ${phones.support}, or e-mail ${emails.sales} (sales) or ${emails.support} (support). ${hours.replyPromise}`,
        links: [LINKS.contact, LINKS.contactInfo],
        suggestions: [SUGGESTIONS.hours, SUGGESTIONS.person],
      },
      topics: channelAnswers(content),
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
        'where are you',
        'where is the company located',
        'office address',
        'where can I find you',
        'which city is your office in',
        'do you have an office in the UK',
        'are you in San Francisco',
        'where is your headquarters',
        'where are you based',
        'physical address',
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
        'which days are you open',
        'what days can I reach you',
        'when is the office open',
        'on which days can I call',
        'what days do you work',
        'are you open today',
        'opening times',
        'working hours',
        'when can I reach someone',
        'do you work on saturday',
        'until what time are you open',
        'what days is the office reachable',
        'when are you available',
        'what days are you available',
        'are you reachable during the week',
        'from what time can I call',
        'which hours can I reach the office',
        'are you open monday to friday',
        'do you work on weekdays',
        'which weekdays are you in the office',
        'is the office open now',
        'what time does it open',
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
        'when will you get back to me',
        'how long do you take to answer',
        'how long will it take to get a reply',
        'when do I get a response',
        'how quickly do you reply to emails',
        'how long before someone responds',
        'will you reply soon',
        'how long to hear back from you',
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
        'I want a human',
        'real person please',
        'can I talk to someone',
        'speak to a human being',
        'transfer me to an agent',
        'is there a person I can talk to',
        'I prefer talking to a human',
        'get me a human',
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
