import './zod-jitless';
import { z } from 'zod';
import { CONTACT_LIMITS, HONEYPOT_MAX } from './constants';
import { emailField, personNameField, requiredText } from './validation';

/** Which form sent a message: the contact page's, or the project inquiry at /forminfo. */
export const CONTACT_FORMS = ['contact', 'inquiry'] as const;
export type ContactFormKind = (typeof CONTACT_FORMS)[number];

/**
 * POST /send-email. `form` names the form that sent it (without it, the contact form). `website` is a honeypot: hidden from people, filled in by bots. It is
 * accepted whatever it holds (rejecting it would tell a bot what to change); the server answers
 * as usual, stores the message as spam and never sends it. See `isHoneypotFilled`.
 */
export const contactMessageSchema = z.object({
  name: personNameField(),
  email: emailField(),
  subject: requiredText('Please enter a subject.', CONTACT_LIMITS.subject, 'The subject'),
  message: requiredText('Please enter a message.', CONTACT_LIMITS.message, 'Your message'),
  website: z.string().max(HONEYPOT_MAX).optional(),
  form: z
    .enum(CONTACT_FORMS, { message: `The form must be one of: ${CONTACT_FORMS.join(', ')}.` })
    .optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export function isHoneypotFilled(message: Pick<ContactMessage, 'website'>): boolean {
  return (message.website ?? '').trim() !== '';
}

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
