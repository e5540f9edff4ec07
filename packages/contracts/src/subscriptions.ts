import './zod-jitless';
import { z } from 'zod';
import { pageSchema } from './admin';
import { BLOG_TAGS } from './constants';
import { emailField } from './validation';

// Following the blog by e-mail (no account needed): the whole blog, one tag or one author.
// Double opt-in: a request mails a link, nothing is sent until it is confirmed. Answers never
// carry an address, and a request answers the same whether or not the address is subscribed.

export const SUBSCRIPTION_KINDS = ['blog', 'tag', 'author'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export const SUBSCRIPTION_TEXTS = {
  /** The same answer whatever the address's state (no enumeration). */
  requested:
    'Thank you! Please check your inbox: we have sent a link to confirm your subscription. Nothing is sent until you confirm it.',
  confirmed: 'Your subscription is confirmed. New posts will reach your inbox.',
  invalidLink: 'This confirmation link is invalid or has expired. Please subscribe again.',
  unsubscribed: 'You are unsubscribed. You will get no more e-mails about new posts from us.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
  badKind: 'Please choose what to subscribe to: the blog, a tag or an author.',
  badTag: `Tags must be chosen from: ${BLOG_TAGS.join(', ')}.`,
  badAuthor: 'Please give the id of an author.',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing',
} as const;

const token = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(200, { error: message })
    .regex(/^[\w-]+$/, { error: message });

/** POST /api/subscriptions: `target` is the tag for `tag`, the author's account id for `author`. */
export const subscribeSchema = z
  .object({
    email: emailField(),
    kind: z.enum(SUBSCRIPTION_KINDS, { error: SUBSCRIPTION_TEXTS.badKind }),
    target: z.string({ error: SUBSCRIPTION_TEXTS.badKind }).trim().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'tag' && !(BLOG_TAGS as readonly string[]).includes(value.target ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: SUBSCRIPTION_TEXTS.badTag });
    }
    if (value.kind === 'author' && !/^[a-f\d]{24}$/i.test(value.target ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: SUBSCRIPTION_TEXTS.badAuthor });
    }
  })
  .transform((value) => ({
    email: value.email,
    kind: value.kind,
    target:
      value.kind === 'blog'
        ? ''
        : value.kind === 'author'
          ? (value.target ?? '').toLowerCase()
          : (value.target ?? ''),
  }));
export type SubscribePayload = z.infer<typeof subscribeSchema>;

/** POST /api/subscriptions/confirm: the token from the mailed link. */
export const confirmSubscriptionSchema = z.object({ token: token(SUBSCRIPTION_TEXTS.invalidLink) });
export type ConfirmSubscriptionPayload = z.infer<typeof confirmSubscriptionSchema>;

/** POST /api/subscriptions/unsubscribe?token=: the token of a new-post mail's link. */
export const unsubscribeQuerySchema = z.object({
  token: token(SUBSCRIPTION_TEXTS.invalidUnsubscribeLink),
});

/** What a subscription is to, as the public answers name it (never the address). */
export const subscriptionTopicSchema = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS),
  /** '' for the blog; the tag; the author's account id. */
  target: z.string(),
});
export type SubscriptionTopic = z.infer<typeof subscriptionTopicSchema>;

export const confirmSubscriptionResponseSchema = subscriptionTopicSchema.extend({
  message: z.string(),
});
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponseSchema>;

export const unsubscribeResponseSchema = z.object({
  message: z.string(),
  /** What the address was subscribed to (empty when it already was not). */
  removed: z.array(subscriptionTopicSchema),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** An admin's view of one post's new-post mails. */
export const postDeliveryCountsSchema = z.object({
  blogId: z.string(),
  title: z.string(),
  startedAt: z.string(),
  /** Subscribers matched so far; `done` once every one is in the outbox. */
  done: z.boolean(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type PostDeliveryCounts = z.infer<typeof postDeliveryCountsSchema>;

// Notification mails of signed-in users: replies to their comments, comments on their posts.
// Batched (one mail per person per window), each kind switched on or off in the account settings.

export const NOTIFICATION_KINDS = ['reply', 'comment'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  labels: {
    reply: 'Replies to my comments',
    comment: 'Comments on my posts',
  } satisfies Record<NotificationKind, string>,
  saved: 'Your notification settings are saved.',
  stopped:
    'Done: you will get no more e-mails of this kind. Turn them on again in your account settings.',
  invalidLink: 'This link is not valid.',
  badSettings: 'Please send true or false for each kind of notification.',
} as const;

/** GET/PUT /api/account/notifications: each kind on (true) or off. */
export const notificationSettingsAnswerSchema = z.record(z.enum(NOTIFICATION_KINDS), z.boolean());
export type NotificationSettings = z.infer<typeof notificationSettingsAnswerSchema>;

export const notificationSettingsSchema = z
  .object(
    {
      reply: z.boolean({ error: NOTIFICATION_TEXTS.badSettings }).optional(),
      comment: z.boolean({ error: NOTIFICATION_TEXTS.badSettings }).optional(),
    },
    { error: NOTIFICATION_TEXTS.badSettings },
  )
  .strict();
export type NotificationSettingsPayload = z.infer<typeof notificationSettingsSchema>;

/** POST /api/notifications/unsubscribe?token=: the token of a notification mail's link. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: NOTIFICATION_TEXTS.invalidLink })
    .trim()
    .min(1, { error: NOTIFICATION_TEXTS.invalidLink })
    .max(300, { error: NOTIFICATION_TEXTS.invalidLink })
    .regex(/^[\w.-]+$/, { error: NOTIFICATION_TEXTS.invalidLink }),
});

/** One subscription as the console lists it (admins only: it carries the address). */
export const adminSubscriberSchema = subscriptionTopicSchema.extend({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  createdAt: z.string(),
  confirmedAt: z.string().optional(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

/** The console's subscribers page: a page of them and the figures above it. */
export const adminSubscribersSchema = pageSchema(adminSubscriberSchema).extend({
  /** Confirmed subscriptions by kind. */
  counts: z.record(z.enum(SUBSCRIPTION_KINDS), z.number()),
  /** Subscriptions confirmed on each of the last 30 days (UTC), oldest first. */
  growth: z.array(z.object({ day: z.string(), confirmed: z.number() })),
});
export type AdminSubscribers = z.infer<typeof adminSubscribersSchema>;

/** A suppressed address: kept as a hash only, with why and since when. */
export const adminSuppressionSchema = z.object({
  id: z.string(),
  reason: z.enum(['unsubscribed', 'refused']),
  since: z.string(),
});
export type AdminSuppression = z.infer<typeof adminSuppressionSchema>;
