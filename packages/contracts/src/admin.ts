import './zod-jitless';
import { z } from 'zod';

/** The admin console's API: leads, people, moderation, audit log, overview. */

export const LEAD_STATUSES = ['new', 'in progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/**
 * Where a lead came from: the contact form, the project inquiry form (/forminfo) or the chat
 * assistant's handoff to a person.
 */
export const LEAD_SOURCES = ['contact', 'inquiry', 'chat'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** How the console and the CSV export name each source. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  contact: 'Contact form',
  inquiry: 'Project inquiry',
  chat: 'Chat',
};

export const LEAD_NOTE_MAX = 2000;
export const MODERATION_REASON_MAX = 500;
export const ADMIN_PAGE_SIZE = 20;

/** One mail of a lead as the outbox knows it. */
export const MAIL_DELIVERY_STATES = ['queued', 'sent', 'failing', 'failed'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];
export const leadMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number(),
  lastError: z.string().optional(),
  sentAt: z.string().optional(),
});
export type LeadMail = z.infer<typeof leadMailSchema>;

export const leadSchema = z.object({
  id: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  note: z.string(),
  createdAt: z.string(),
  mails: z.array(leadMailSchema),
});
export type Lead = z.infer<typeof leadSchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The answer schema of a paged list of `item`s (the shape of Page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

const pageField = z.coerce
  .number({ message: 'The page must be a whole number from 1.' })
  .int('The page must be a whole number from 1.')
  .min(1, 'The page must be a whole number from 1.')
  .max(10_000, 'The page must be a whole number from 1.')
  .default(1);

export const leadQuerySchema = z.object({
  q: optionalText(200),
  source: z
    .enum(LEAD_SOURCES, { message: `The source must be one of: ${LEAD_SOURCES.join(', ')}.` })
    .optional(),
  status: z
    .enum(LEAD_STATUSES, { message: `The status must be one of: ${LEAD_STATUSES.join(', ')}.` })
    .optional(),
  page: pageField,
});
export type LeadQuery = z.infer<typeof leadQuerySchema>;

/** GET /api/admin/subscribers (and .csv): part of an address, one kind, a page. */
export const subscriberQuerySchema = z.object({
  q: optionalText(200),
  kind: z
    .enum(['blog', 'tag', 'author'], { message: 'The kind must be one of: blog, tag, author.' })
    .optional(),
  page: pageField,
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

/** GET /api/admin/suppressions: `q` is a whole address (they are kept hashed). */
export const suppressionQuerySchema = z.object({ q: optionalText(200), page: pageField });
export type SuppressionQuery = z.infer<typeof suppressionQuerySchema>;

/** PATCH /api/admin/leads/{id}: a new status, a new note, or both. */
export const leadUpdateSchema = z
  .object({
    status: z
      .enum(LEAD_STATUSES, { message: `The status must be one of: ${LEAD_STATUSES.join(', ')}.` })
      .optional(),
    note: z
      .string({ message: 'The note must be text.' })
      .trim()
      .max(LEAD_NOTE_MAX, `The note may have at most ${LEAD_NOTE_MAX} characters.`)
      .optional(),
  })
  .refine((value) => value.status !== undefined || value.note !== undefined, {
    message: 'Send a status, a note, or both.',
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const USER_ROLE_FILTERS = ['admin', 'author', 'reader', 'disabled'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

export const userQuerySchema = z.object({
  q: optionalText(200),
  role: z
    .enum(USER_ROLE_FILTERS, {
      message: `The role must be one of: ${USER_ROLE_FILTERS.join(', ')}.`,
    })
    .optional(),
  page: pageField,
});
export type UserQuery = z.infer<typeof userQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  author: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PATCH /api/admin/users/{id}: roles and the account's state, each optional. */
export const userUpdateSchema = z
  .object({
    admin: z.boolean({ message: 'admin must be true or false.' }).optional(),
    author: z.boolean({ message: 'author must be true or false.' }).optional(),
    disabled: z.boolean({ message: 'disabled must be true or false.' }).optional(),
  })
  .refine((v) => v.admin !== undefined || v.author !== undefined || v.disabled !== undefined, {
    message: 'Send admin, author or disabled.',
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Every moderation action needs a reason, kept in the audit log. */
export const moderationSchema = z.object({
  reason: z
    .string({ message: 'Please give a reason.' })
    .trim()
    .min(3, 'Please give a reason (at least 3 characters).')
    .max(MODERATION_REASON_MAX, `The reason may have at most ${MODERATION_REASON_MAX} characters.`),
});
export type Moderation = z.infer<typeof moderationSchema>;

export const contentQuerySchema = z.object({ q: optionalText(200), page: pageField });
export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const adminPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  authorName: z.string(),
  email: z.string(),
  status: z.enum(['draft', 'published']),
  commentCount: z.number(),
  publishedAt: z.string().optional(),
  createdAt: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminCommentSchema = z.object({
  id: z.string(),
  /** The comment a reply belongs to (absent on a comment). */
  commentId: z.string().optional(),
  blogId: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const AUDIT_ACTIONS = [
  'lead.update',
  'lead.resend',
  'user.update',
  'blog.unpublish',
  'blog.delete',
  'comment.delete',
  'chat.teach',
  'chat.undo',
  'canary.off',
  'subscriber.remove',
  'subscribers.export',
  'suppression.lift',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  action: z
    .enum(AUDIT_ACTIONS, { message: `The action must be one of: ${AUDIT_ACTIONS.join(', ')}.` })
    .optional(),
  /** The acting admin's e-mail, or part of it. */
  actor: optionalText(200),
  /** The id of what was acted on. */
  target: optionalText(100),
  page: pageField,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const auditRecordSchema = z.record(z.string(), z.unknown());
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum([
      'lead',
      'user',
      'blog',
      'comment',
      'chat',
      'remote',
      'subscriber',
      'suppression',
    ]),
    id: z.string(),
    label: z.string(),
  }),
  before: auditRecordSchema.optional(),
  after: auditRecordSchema.optional(),
  reason: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminOverviewSchema = z.object({
  newLeads: z.number(),
  pendingApplications: z.number(),
  posts: z.number(),
  thisWeek: z.object({
    leads: z.number(),
    posts: z.number(),
    comments: z.number(),
    users: z.number(),
  }),
  users: z.number(),
  comments: z.number(),
  outbox: z.object({ queued: z.number(), failing: z.number(), failed: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const ADMIN_TEXTS = {
  notFound: {
    lead: 'That lead does not exist (any more).',
    user: 'That account does not exist (any more).',
    blog: 'That post does not exist (any more).',
    comment: 'That comment does not exist (any more).',
  },
  invalidId: 'That id is not valid.',
  ownAdmin: 'You cannot remove your own admin role.',
  lastAdmin: 'The last admin cannot be removed or disabled.',
  adminsBusy: 'Another change to the admins is being saved. Please try again.',
  ownAccount: 'You cannot disable your own account.',
  nothingToResend: 'None of this lead’s mails has failed, so there is nothing to resend.',
} as const;
