import { z } from 'zod';
import {
  TEXTS,
  contactMessageSchema,
  formatZodError,
  isHoneypotFilled,
  parseWith,
  registrationFormSchema,
} from './index';

const valid = { name: ' Ada ', email: ' ada@example.com ', subject: 'Hi', message: 'Hello' };

describe('parseWith and formatZodError', () => {
  it('trims strings of a valid payload', () => {
    const result = parseWith(contactMessageSchema, valid);
    expect(result).toEqual({
      success: true,
      data: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
    });
  });

  it('names a missing field as required with a readable message', () => {
    const result = parseWith(contactMessageSchema, { ...valid, name: undefined });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.message).toBe('Please enter your name.');
    expect(result.error.fields).toEqual({
      name: { code: 'required', message: 'Please enter your name.' },
    });
  });

  it('treats whitespace-only text as missing', () => {
    const result = parseWith(contactMessageSchema, { ...valid, subject: '   ' });
    expect(!result.success && result.error.fields.subject?.code).toBe('required');
  });

  it('tells a wrong type apart from a missing field', () => {
    const result = parseWith(contactMessageSchema, { ...valid, message: 42 });
    expect(!result.success && result.error.fields.message).toEqual({
      code: 'invalid_type',
      message: 'Please enter a message.',
    });
  });

  it('joins every distinct problem into one message', () => {
    const result = parseWith(contactMessageSchema, { ...valid, name: '', email: 'nope' });
    expect(!result.success && result.error.message).toBe(
      'Please enter your name. Please enter a valid e-mail address.',
    );
    expect(!result.success && result.error.fields.email?.code).toBe('invalid_email');
  });

  it('takes an e-mail address only with a dotted domain and no spaces (the contact form checks the same)', () => {
    for (const email of [
      'ada@example',
      'ada lovelace@example.com',
      'ada@exa mple.com',
      'ada@.com',
    ]) {
      const result = parseWith(contactMessageSchema, { ...valid, email });
      expect(!result.success && result.error.fields.email).toEqual({
        code: 'invalid_email',
        message: 'Please enter a valid e-mail address.',
      });
    }
    expect(
      parseWith(contactMessageSchema, { ...valid, email: 'a.b+c@mail.example.co' }).success,
    ).toBe(true);
  });

  it('reports too-long input with the limit', () => {
    const result = parseWith(contactMessageSchema, { ...valid, message: 'x'.repeat(5001) });
    expect(!result.success && result.error.fields.message).toEqual({
      code: 'too_long',
      message: 'Your message must be at most 5000 characters.',
    });
  });

  it('explains a payload that is not an object', () => {
    const result = parseWith(contactMessageSchema, ['a']);
    expect(!result.success && result.error.message).toBe(TEXTS.api.bodyNotObject);
    expect(!result.success && result.error.fields['']?.code).toBe('invalid_type');
  });

  it('works on a ZodError from a plain safeParse too', () => {
    const parsed = z
      .object({ a: z.string().min(3, { error: 'Too short.' }) })
      .safeParse({ a: 'x' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(formatZodError(parsed.error)).toEqual({
      message: 'Too short.',
      fields: { a: { code: 'too_short', message: 'Too short.' } },
    });
  });
});

describe('honeypot', () => {
  it('accepts a filled honeypot so bots get no hint, and flags it', () => {
    const result = parseWith(contactMessageSchema, { ...valid, website: 'http://spam' });
    expect(result.success && isHoneypotFilled(result.data)).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

describe('registration form', () => {
  const form = {
    username: 'ada',
    email: 'ada@example.com',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    admin: false,
    author: false,
  };

  it('accepts matching passwords', () => {
    expect(parseWith(registrationFormSchema, form).success).toBe(true);
  });

  it("says 'Passwords do not match!' on the confirmation field", () => {
    const result = parseWith(registrationFormSchema, { ...form, confirmPassword: 'other' });
    expect(!result.success && result.error.fields.confirmPassword?.message).toBe(
      'Passwords do not match!',
    );
  });
});
