import './zod-jitless';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './constants';
import { TEXTS } from './texts';
import { emailField, requiredText } from './validation';

const username = requiredText('Please enter a username.', USERNAME_MAX, 'Your username');

// Passwords are not trimmed: spaces are legitimate password characters.
const newPassword = z
  .string({ error: 'Please enter a password.' })
  .min(1, { error: 'Please enter a password.' })
  .min(PASSWORD_MIN, { error: `Your password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `Your password must be at most ${PASSWORD_MAX} characters.` });

/** POST /register. `admin` and `author` are always sent false and ignored by the server. */
export const registrationSchema = z.object({
  username,
  email: emailField(),
  password: newPassword,
  admin: z.boolean().optional(),
  author: z.boolean().optional(),
});
export type RegistrationPayload = z.infer<typeof registrationSchema>;

/** The registration form's fields: the payload plus a confirmation that must match. */
export const registrationFormSchema = registrationSchema
  .extend({ confirmPassword: z.string({ error: 'Please confirm your password.' }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: TEXTS.registration.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** POST /password/forgot. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** POST /password/reset: the token from the mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: TEXTS.passwordReset.invalidLink })
    .trim()
    .min(1, { error: TEXTS.passwordReset.invalidLink })
    .max(200, { error: TEXTS.passwordReset.invalidLink }),
  password: newPassword,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The reset-password form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: TEXTS.registration.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** POST /login. */
export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' }),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  admin: z.boolean(),
  author: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** 200 answer of POST /login. */
export const loginResponseSchema = z.object({ token: z.string().min(1), user: authUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the frontend keeps under localStorage "user": the user plus its token. */
export const sessionUserSchema = authUserSchema.extend({ token: z.string().min(1) });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The answer of POST /register (201) and the body of any failure the form shows. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
