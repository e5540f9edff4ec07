import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation).
// Algorithm.Argon2id is an ambient const enum (unusable with isolatedModules); its value is 2.
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, checked for unknown e-mails so they take as long as known ones. */
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash it spends the same time and fails. */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return matches && passwordHash !== undefined;
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
