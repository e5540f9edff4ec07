import type { AuthorApplicationStatus } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';

const OUTCOME: Record<
  AuthorApplicationStatus,
  { subject: string; body: (site: string) => string }
> = {
  accepted: {
    subject: 'You are now an author',
    body: (site) =>
      `Good news: your application to become an author has been accepted. You can write your first blog now: ${site}/blogform`,
  },
  rejected: {
    subject: 'Your author application',
    body: () =>
      'Thank you for your interest in writing for us. After review, your application to become an author was not accepted.',
  },
  pending: {
    subject: 'Your author application is under review again',
    body: () =>
      'Your application to become an author has been reopened and is under review again. We will e-mail you once it is decided.',
  },
};

/**
 * Tells an applicant what was decided, at their account's own address and in the company's words
 * only: the application's typed name and address are the applicant's text, and a mail from the
 * company must not carry a visitor's text to an address they typed. `decision` numbers the application's decisions (its
 * history length): the outbox keeps one mail per kind and refId, so keying by the decision
 * rather than the application mails every decision, a second acceptance after a reset too,
 * while queueing the same decision twice still mails it once.
 */
export function decisionMail(
  application: { id: string; accountEmail: string },
  decision: { status: AuthorApplicationStatus; number: number },
  siteUrl: string,
): NewMail {
  const outcome = OUTCOME[decision.status];
  return {
    kind: `author-application.${decision.status}`,
    refId: `${application.id}:${decision.number}`,
    to: { address: application.accountEmail },
    subject: `${outcome.subject} | ${company.name}`,
    text: ['Hello,', '', outcome.body(siteUrl), '', company.name].join('\n'),
  };
}
