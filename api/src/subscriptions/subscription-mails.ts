import type { SubscriptionTopic } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import type { PublishedPost } from '../blogs/published-posts';
import type { NewMail } from '../mail/outbox.repository';

// Mails of e-mail subscriptions. A confirmation goes to an address a visitor typed, so it carries
// the company's own words only: never a name anyone chose (an author's name could be an advert);
// a tag is one of the blog's seven. A new-post mail goes to a confirmed address and shows the
// post as the blog publishes it.

export const CONFIRM_KIND = 'subscription.confirm';
export const NEW_POST_KIND = 'subscription.new-post';

/** The brand's colours (packages/web-kit tokens.css); mail clients need them inline. */
const INK = '#0B1B3F';
const PRIMARY = '#2563EB';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function topicWords(topic: SubscriptionTopic): string {
  if (topic.kind === 'tag') return `new posts tagged “${topic.target}” on the ${company.name} blog`;
  if (topic.kind === 'author') return `new posts by one of the authors of the ${company.name} blog`;
  return `new posts on the ${company.name} blog`;
}

/** The double opt-in mail: a link that confirms, valid for `validHours`. */
export function confirmationMail(
  email: string,
  topic: SubscriptionTopic,
  confirm: { link: string; validHours: number },
): NewMail {
  const text = (link: string) =>
    [
      'Hello,',
      '',
      `Someone (we hope you) asked to receive ${topicWords(topic)} at this address.`,
      `To confirm, open this link within ${confirm.validHours} hours:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: nothing will be sent to you.',
      '',
      company.name,
    ].join('\n');
  return {
    kind: CONFIRM_KIND,
    to: { address: email },
    subject: `Confirm your subscription to the ${company.name} blog`,
    text: text(confirm.link),
    sentText: text('[link removed from our records after delivery]'),
  };
}

export interface NewPostLinks {
  /** The post's page. */
  post: string;
  /** The cover's address, when the post has one. */
  cover?: string;
  /** The unsubscribe page (a person's click). */
  unsubscribePage: string;
  /** The one-click endpoint (RFC 8058 POST from the mail client). */
  unsubscribeOneClick: string;
}

/**
 * The mail announcing a new post to one subscriber. `refId` is the post and the address's key:
 * one mail per address and post, however many of its subscriptions match and however many
 * instances queue it.
 */
export function newPostMail(
  email: string,
  refId: string,
  post: Pick<PublishedPost, 'title' | 'excerpt' | 'authorName'>,
  links: NewPostLinks,
): NewMail {
  const title = post.title;
  const text = [
    `A new post on the ${company.name} blog:`,
    '',
    title,
    `by ${post.authorName}`,
    '',
    post.excerpt,
    '',
    `Read it: ${links.post}`,
    '',
    '--',
    `You get this because you subscribed to new posts at this address.`,
    `Unsubscribe: ${links.unsubscribePage}`,
  ].join('\n');
  const cover = links.cover
    ? `<a href="${escapeHtml(links.post)}"><img src="${escapeHtml(links.cover)}" width="600" alt="" style="display:block;width:100%;max-width:600px;height:auto;border:0;border-radius:8px"></a>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f7fb;color:${INK};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:14px">A new post on the ${escapeHtml(company.name)} blog</p>
${cover}
<h1 style="font-size:24px;line-height:1.3;margin:20px 0 4px"><a href="${escapeHtml(links.post)}" style="color:${INK};text-decoration:none">${escapeHtml(title)}</a></h1>
<p style="margin:0 0 16px;font-size:14px">by ${escapeHtml(post.authorName)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.6">${escapeHtml(post.excerpt)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(links.post)}" style="display:inline-block;background:${PRIMARY};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Read the post</a></p>
<p style="margin:0;font-size:12px;line-height:1.5">You get this because you subscribed to new posts at this address. <a href="${escapeHtml(links.unsubscribePage)}" style="color:${INK}">Unsubscribe</a></p>
</div>
</body></html>`;
  return {
    kind: NEW_POST_KIND,
    refId,
    to: { address: email },
    subject: `New on the ${company.name} blog: ${title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
