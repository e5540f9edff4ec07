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

/** One application as GET /api/get-data lists it; the status derives from the two flags. */
export const authorApplicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  description: z.string(),
  accept: z.boolean(),
  reject: z.boolean(),
});
export type AuthorApplication = z.infer<typeof authorApplicationSchema>;

export const AUTHOR_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AuthorApplicationStatus = (typeof AUTHOR_APPLICATION_STATUSES)[number];

export function applicationStatus(
  app: Pick<AuthorApplication, 'accept' | 'reject'>,
): AuthorApplicationStatus {
  if (app.accept) return 'accepted';
  if (app.reject) return 'rejected';
  return 'pending';
}

/** Success answers `{ message }`, failure `{ error }` (the spec's client reads those). */
export const authorApplicationResponseSchema = z.object({ message: z.string() });
export type AuthorApplicationResponse = z.infer<typeof authorApplicationResponseSchema>;
