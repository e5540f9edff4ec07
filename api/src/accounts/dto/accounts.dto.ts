import {
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  type ForgotPasswordPayload,
  type LoginPayload,
  type RegistrationPayload,
  type ResetPasswordPayload,
} from '@brightwave/contracts';

// The shared schemas as they are: a string field given an object ({ "$ne": null }) fails them
// with a 400, so no operator ever reaches a query.
export { forgotPasswordSchema, loginSchema, registrationSchema, resetPasswordSchema };
export type RegisterDto = RegistrationPayload;
export type LoginDto = LoginPayload;
export type ForgotPasswordDto = ForgotPasswordPayload;
export type ResetPasswordDto = ResetPasswordPayload;
