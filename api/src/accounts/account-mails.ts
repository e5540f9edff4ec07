import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';

/** The mail with a single-use link to choose a new password. */
export function passwordResetMail(
  user: { id: string; name: string; email: string },
  link: string,
  validMinutes: number,
): NewMail {
  return {
    kind: 'account.password-reset',
    refId: user.id,
    to: { name: user.name, address: user.email },
    subject: `Reset your ${company.name} password`,
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your account. To choose a new one,',
      `open this link within ${validMinutes} minutes. It works once:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      company.name,
    ].join('\n'),
  };
}
