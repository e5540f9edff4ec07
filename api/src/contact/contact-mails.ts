import type { ContactMessage } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';
import type { LeadSource } from './contact-message.schema';

const ORIGINS: Record<LeadSource, { prefix: string; name: string }> = {
  contact: { prefix: 'Contact form', name: 'the contact form' },
  inquiry: { prefix: 'Project inquiry', name: 'the project inquiry form' },
  chat: { prefix: 'Chat question', name: 'the chat assistant on the website' },
};

/**
 * The acknowledgement, the same for every message. Its recipient is whatever address was typed,
 * so it carries none of what the visitor wrote (no name, subject, message or transcript, not even
 * in the To header): otherwise anyone could have the company mail their text to strangers.
 */
export const ACKNOWLEDGEMENT = {
  subject: `We received your message | ${company.name}`,
  text: [
    'Hello,',
    '',
    `Thank you for contacting ${company.name}. ${company.hours.replyPromise}`,
    '',
    'This address was entered on our website. If that was not you, please ignore this e-mail.',
    '',
    company.name,
    `${company.phones.sales} | ${company.emails.sales}`,
  ].join('\n'),
};

/**
 * The mails a contact message causes: the notice to the company inbox with everything the sender
 * wrote (Reply-To the sender, so answering is one click) and, unless `acknowledge` is false, the
 * fixed acknowledgement to the sender.
 */
export function contactMails(
  message: Omit<ContactMessage, 'website'>,
  meta: {
    id: string;
    receivedAt: Date;
    companyInbox: string;
    source?: LeadSource;
    acknowledge: boolean;
  },
): NewMail[] {
  const origin = ORIGINS[meta.source ?? 'contact'];
  const notice: NewMail = {
    kind: 'contact.notify',
    refId: meta.id,
    to: { name: company.name, address: meta.companyInbox },
    replyTo: { name: message.name, address: message.email },
    subject: `${origin.prefix}: ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      `Received: ${meta.receivedAt.toISOString()}`,
      '',
      message.message,
      '',
      '-- ',
      `Sent from ${origin.name}. Reply to this e-mail to answer the sender.`,
    ].join('\n'),
  };
  if (!meta.acknowledge) return [notice];
  return [
    notice,
    { kind: 'contact.ack', refId: meta.id, to: { address: message.email }, ...ACKNOWLEDGEMENT },
  ];
}
