import { contactMessageSchema, type ContactMessage } from '@brightwave/contracts';

/** POST /send-email takes the shared contact schema as is (honeypot `website` included). */
export const sendEmailSchema = contactMessageSchema;
export type SendEmailDto = ContactMessage;
