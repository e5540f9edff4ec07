import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';

/**
 * The mail with a single-use link to choose a new password. Each request gets its own mail
 * (`refId` is the link's record, not the account), and once delivered the outbox keeps the text
 * without the link, so the database never holds a usable link beyond delivery.
 */
export function passwordResetMail(
  user: { name: string; email: string },
  reset: { id: string; link: string; validMinutes: number },
): NewMail {
  const text = (link: string) =>
    [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your account. To choose a new one,',
      `open this link within ${reset.validMinutes} minutes. It works once:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      company.name,
    ].join('\n');
  return {
    kind: 'account.password-reset',
    refId: reset.id,
    to: { name: user.name, address: user.email },
    subject: `Reset your ${company.name} password`,
    text: text(reset.link),
    sentText: text('[link removed from our records after delivery]'),
  };
}
