import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';

// These mails go to the address an account was registered with, which nobody has verified: like
// every mail to an address a visitor typed, they carry the company's own text only, never the
// account's name or anything else a visitor wrote.

/**
 * The mail with a single-use link to choose a new password. Each request gets its own mail
 * (`refId` is the link's record, not the account), and once delivered the outbox keeps the text
 * without the link, so the database never holds a usable link beyond delivery.
 */
export function passwordResetMail(
  user: { email: string },
  reset: { id: string; link: string; validMinutes: number },
): NewMail {
  const text = (link: string) =>
    [
      'Hello,',
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
    to: { address: user.email },
    subject: `Reset your ${company.name} password`,
    text: text(reset.link),
    sentText: text('[link removed from our records after delivery]'),
  };
}

/**
 * Tells an account's owner that it saw a burst of failed sign-ins. Says nothing about where they
 * came from: only how many since when, and how to choose a new password.
 */
export function signInFailuresMail(
  user: { id: string; email: string },
  burst: { failures: number; since: Date; siteUrl: string },
): NewMail {
  const since = burst.since.toISOString().slice(0, 16).replace('T', ' ');
  return {
    kind: 'account.sign-in-failures',
    // One notice per account and window: the window's start keys it.
    refId: `${user.id}:${burst.since.getTime()}`,
    to: { address: user.email },
    subject: `Failed sign-ins to your ${company.name} account`,
    text: [
      'Hello,',
      '',
      `Since ${since} UTC there have been ${burst.failures} failed attempts to sign in to your`,
      'account with a wrong password. If they were not yours, someone may be guessing it. Further',
      'attempts are slowed down, and you can still sign in as usual.',
      '',
      'If your password is short, used elsewhere or easy to guess, choose a new one here:',
      '',
      `${burst.siteUrl}/forgot-password`,
      '',
      company.name,
    ].join('\n'),
  };
}
