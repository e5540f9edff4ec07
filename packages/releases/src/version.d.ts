/** A release's version: the first 12 hex digits of its build's content hash. */
export const VERSION_PATTERN: RegExp;
/** Whether `value` is a release's version. */
export function isReleaseVersion(value: unknown): value is string;
/** Whether a singleton provided at `provided` serves code built against `builtWith` (^builtWith). */
export function satisfies(provided: string | null, builtWith: string): boolean;
