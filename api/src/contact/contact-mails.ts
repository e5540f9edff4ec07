import type { ContactMessage } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';

/**
 * The two mails a contact message causes: the notice to the company inbox (Reply-To the sender,
 * so answering is one click) and the acknowledgement to the sender.
 */
export function contactMails(
  message: ContactMessage,
  meta: { id: string; receivedAt: Date; companyInbox: string },
): NewMail[] {
  const sender = { name: message.name, address: message.email };
  return [
    {
      kind: 'contact.notify',
      refId: meta.id,
      to: { name: company.name, address: meta.companyInbox },
      replyTo: sender,
      subject: `Contact form: ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Subject: ${message.subject}`,
        `Received: ${meta.receivedAt.toISOString()}`,
        '',
        message.message,
        '',
        '-- ',
        'Sent from the contact form. Reply to this e-mail to answer the sender.',
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
