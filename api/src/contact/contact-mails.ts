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
 * The two mails a contact message causes: the notice to the company inbox (Reply-To the sender,
 * so answering is one click) and the acknowledgement to the sender.
 */
export function contactMails(
  message: Omit<ContactMessage, 'website'>,
  meta: { id: string; receivedAt: Date; companyInbox: string; source?: LeadSource },
): NewMail[] {
  const sender = { name: message.name, address: message.email };
  const origin = ORIGINS[meta.source ?? 'contact'];
  return [
    {
      kind: 'contact.notify',
      refId: meta.id,
      to: { name: company.name, address: meta.companyInbox },
      replyTo: sender,
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
    },
    {
      kind: 'contact.ack',
      refId: meta.id,
      to: sender,
      subject: `We received your message: ${message.subject}`,
      text: [
        `Hello ${message.name},`,
        '',
        `Thank you for contacting ${company.name}. ${company.hours.replyPromise}`,
        '',
        'Your message:',
        ...message.message.split('\n').map((line) => `> ${line}`),
        '',
        company.name,
        `${company.phones.sales} | ${company.emails.sales}`,
      ].join('\n'),
    },
  ];
}
