// Subscribing as a reader does, through the mailed confirmation link (shared by the tests).
import type { TestApp } from './harness';
import { waitFor } from './harness';
import { mailText, type ReceivedMail, type TestSmtpServer } from './smtp';

export const SITE = 'https://site.example';

export const to = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((m) => m.rcptTo.includes(address));
export const isConfirmation = (m: ReceivedMail) =>
  /Confirm your subscription/.test(m.headers.subject!);
export const isNewPost = (m: ReceivedMail) => /^New on the/.test(m.headers.subject ?? '');

/** The token of a link to `path` in a mail's text. */
export function tokenIn(mail: ReceivedMail, path: string): string {
  const text = mailText(mail.raw);
  const match = new RegExp(`${SITE}${path}\\?token=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

export async function subscribe(api: TestApp, body: Record<string, unknown>, status = 200) {
  return api.http().post('/api/subscriptions').send(body).expect(status);
}

/** Subscribes and confirms through the mailed link, as a reader does. */
export async function subscribeConfirmed(
  api: TestApp,
  smtp: TestSmtpServer,
  email: string,
  topic: { kind: string; target?: string } = { kind: 'blog' },
): Promise<void> {
  const before = to(smtp, email).filter(isConfirmation).length;
  await subscribe(api, { email, ...topic });
  const mail = await waitFor(() => to(smtp, email).filter(isConfirmation)[before], {
    what: `the confirmation mail to ${email}`,
  });
  const token = tokenIn(mail, '/subscribe/confirm');
  await api.http().post('/api/subscriptions/confirm').send({ token }).expect(200);
}
