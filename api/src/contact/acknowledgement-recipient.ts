import { hashedKey, normalizeEmail } from '../common/text/email';

/** Domains of one mailbox service that ignores dots in the local part (a.da@ is ada@). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key the acknowledgement limit counts a recipient by. Case, surrounding spaces and a +tag
 * (ada+1@example.com is ada@example.com's mailbox at most providers) make no new recipient, so
 * they cannot multiply the daily allowance; nor, at Gmail (gmail.com and googlemail.com, one
 * service), do dots in the local part. Other domains keep their dots: there a.da@ and ada@ may be
 * two people. Hashed: the shared counters never hold the address.
 */
export function acknowledgementRecipient(address: string): string {
  const normalised = normalizeEmail(address);
  const at = normalised.lastIndexOf('@');
  let mailbox = normalised.slice(0, at).replace(/\+.*$/, '');
  let domain = normalised.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    mailbox = mailbox.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return hashedKey(`${mailbox}@${domain}`);
}
