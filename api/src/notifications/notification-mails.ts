import { NOTIFICATION_TEXTS, type NotificationKind } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import type { NewMail } from '../mail/outbox.repository';
import type { NotificationEvent } from './notification.schema';

export const DIGEST_KIND = 'notification.digest';

export interface DigestLinks {
  /** A post's page. */
  post: (blogId: string) => string;
  /** The account's notification settings page. */
  settings: string;
  /** The one-click endpoint (RFC 8058) stopping the kinds this mail is about. */
  stopOneClick: string;
}

function line(event: NotificationEvent): string {
  const what =
    event.kind === 'reply'
      ? `${event.actorName} replied to your comment on “${event.blogTitle}”:`
      : `${event.actorName} commented on your post “${event.blogTitle}”:`;
  return what;
}

/** One person's batched notifications as one plain-text mail. */
export function digestMail(
  to: { address: string; name: string },
  refId: string,
  events: NotificationEvent[],
  links: DigestLinks,
): NewMail {
  const kinds = [...new Set(events.map((e) => e.kind))] as NotificationKind[];
  const text = [
    `Hello ${to.name},`,
    '',
    `There is news on the ${company.name} blog:`,
    '',
    ...events.flatMap((event) => [
      line(event),
      `  “${event.excerpt}”`,
      `  ${links.post(event.blogId)}`,
      '',
    ]),
    '--',
    `You get this because ${kinds.map((k) => NOTIFICATION_TEXTS.labels[k].toLowerCase()).join(' and ')} are switched on in your account.`,
    `Stop these e-mails or choose which you get: ${links.settings}`,
  ].join('\n');
  return {
    kind: DIGEST_KIND,
    refId,
    to,
    subject:
      events.length === 1
        ? `${line(events[0]!).replace(/:$/, '')}`
        : `${events.length} new replies and comments on the ${company.name} blog`,
    text,
    headers: {
      'List-Unsubscribe': `<${links.stopOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
