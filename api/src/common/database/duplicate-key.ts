/** MongoDB's error code for a write that a unique index refused (the key is taken). */
const DUPLICATE_KEY = 11000;

/** A write refused because a unique index already holds its key. */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}

/**
 * A write refused for duplicate keys only: a single one, or a bulk insert whose every failed
 * document was a duplicate (the others were inserted).
 */
export function isOnlyDuplicateKeys(error: unknown): boolean {
  if (isDuplicateKeyError(error)) return true;
  const { writeErrors } = (error ?? {}) as { writeErrors?: { code?: unknown }[] };
  return !!writeErrors?.length && writeErrors.every((e) => e.code === DUPLICATE_KEY);
}
