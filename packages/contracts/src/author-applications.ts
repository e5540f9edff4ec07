import './zod-jitless';
import { z } from 'zod';
import { AUTHOR_DESCRIPTION_MAX } from './constants';
import { emailField, personNameField, requiredText } from './validation';

/** POST /api/save-data: a request for author privileges. */
export const authorApplicationPayloadSchema = z.object({
  name: personNameField(),
  email: emailField(),
  description: requiredText(
    'Please tell us why you would like to write for us.',
    AUTHOR_DESCRIPTION_MAX,
    'The description',
  ),
});
export type AuthorApplicationPayload = z.infer<typeof authorApplicationPayloadSchema>;

export const AUTHOR_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AuthorApplicationStatus = (typeof AUTHOR_APPLICATION_STATUSES)[number];
const statusSchema = z.enum(AUTHOR_APPLICATION_STATUSES);

export const AUTHOR_APPLICATION_ACTIONS = ['accept', 'reject', 'reset'] as const;
export type AuthorApplicationAction = (typeof AUTHOR_APPLICATION_ACTIONS)[number];

/** The applications' state machine: which action leads from which status to which. */
export const AUTHOR_APPLICATION_TRANSITIONS: Record<
  AuthorApplicationAction,
  { from: readonly AuthorApplicationStatus[]; to: AuthorApplicationStatus }
> = {
  accept: { from: ['pending', 'rejected'], to: 'accepted' },
  reject: { from: ['pending', 'accepted'], to: 'rejected' },
  reset: { from: ['accepted', 'rejected'], to: 'pending' },
};

/** The actions an admin may take on an application in this status. */
export function allowedActions(status: AuthorApplicationStatus): AuthorApplicationAction[] {
  return AUTHOR_APPLICATION_ACTIONS.filter((action) =>
    AUTHOR_APPLICATION_TRANSITIONS[action].from.includes(status),
  );
}

/** One recorded decision: who moved the application from which status to which, and when. */
export const authorApplicationDecisionSchema = z.object({
  by: z.string(),
  byName: z.string(),
  at: z.string(),
  from: statusSchema,
  to: statusSchema,
});
export type AuthorApplicationDecision = z.infer<typeof authorApplicationDecisionSchema>;

/**
 * One application as GET /api/get-data lists it: name, e-mail, description and the two flags
 * (the status derives from them) plus the status itself, the date it was sent and its decisions.
 */
export const authorApplicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  description: z.string(),
  accept: z.boolean(),
  reject: z.boolean(),
  status: statusSchema,
  createdAt: z.string(),
  history: z.array(authorApplicationDecisionSchema),
});
export type AuthorApplication = z.infer<typeof authorApplicationSchema>;

/**
 * Optional body of PATCH /api/accept|reject|reset/{id}: the status the admin saw. With it, a
 * decision taken on a stale view is refused (409) instead of overriding a colleague's.
 */
export const authorApplicationDecisionPayloadSchema = z
  .object({ from: statusSchema.optional() })
  .optional();
export type AuthorApplicationDecisionPayload = z.infer<
  typeof authorApplicationDecisionPayloadSchema
>;

/** GET /api/my-application: the caller's own application, if any. */
export const myAuthorApplicationResponseSchema = z.object({
  application: authorApplicationSchema.nullable(),
});
export type MyAuthorApplicationResponse = z.infer<typeof myAuthorApplicationResponseSchema>;

export function applicationStatus(
  app: Pick<AuthorApplication, 'accept' | 'reject'>,
): AuthorApplicationStatus {
  if (app.accept) return 'accepted';
  if (app.reject) return 'rejected';
  return 'pending';
}

/** Success answers `{ message }`, failure `{ error }` (the author request form reads those). */
export const authorApplicationResponseSchema = z.object({ message: z.string() });
export type AuthorApplicationResponse = z.infer<typeof authorApplicationResponseSchema>;

/** POST /api/save-data's answer: the message and the application as stored. */
export const authorApplicationCreatedSchema = authorApplicationResponseSchema.extend({
  application: authorApplicationSchema,
});
export type AuthorApplicationCreated = z.infer<typeof authorApplicationCreatedSchema>;
