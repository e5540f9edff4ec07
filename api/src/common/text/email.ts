import { createHash } from 'node:crypto';

/**
 * An e-mail address as the API stores and compares it: surrounding spaces gone, lower-case. The
 * one place that says so (accounts, sign-in, ADMIN_EMAIL, the acknowledgement limit).
 */
export const normalizeEmail = (address: string): string => address.trim().toLowerCase();

/**
 * A key for shared counters that stands for `text` without holding it (an address, say): its
 * SHA-256, base64url. Counters in MongoDB then never hold an e-mail address.
 */
export const hashedKey = (text: string): string =>
  createHash('sha256').update(text).digest('base64url');
