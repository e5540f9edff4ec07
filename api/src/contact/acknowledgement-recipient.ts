import { createHash } from 'node:crypto';

/**
 * The key the acknowledgement limit counts a recipient by. Case, surrounding spaces and a +tag
 * (ada+1@example.com is ada@example.com's mailbox at most providers) make no new recipient, so
 * they cannot multiply the daily allowance. Hashed: the shared counters never hold the address.
 */
export function acknowledgementRecipient(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  const mailbox = normalised.slice(0, at).replace(/\+.*$/, '');
  return createHash('sha256')
    .update(`${mailbox}${normalised.slice(at)}`)
    .digest('base64url');
}
