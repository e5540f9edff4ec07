// The types of trusted-caller.js.

type Env = Record<string, string | undefined>;

/** The header that carries SITE_SERVER_SECRET from the shell's server to the API. */
export const TRUSTED_CALLER_HEADER: string;
/** The header that carries the address of the visitor the shell's server calls for. */
export const VISITOR_ADDRESS_HEADER: string;
export const REPORT_TOKEN_TTL_MS: number;

/** SITE_SERVER_SECRET is missing in production, or set and too short. */
export class SecretError extends Error {}

/** SITE_SERVER_SECRET (required in production), else the local value. */
export function siteServerSecret(env?: Env): string;
/** Whether a header's value is the secret (constant time). */
export function isSecret(secret: string, given: unknown): boolean;

export interface ReportTokenClaims {
  remote: string;
  version: string;
  channel: string;
}

/** A page load's signed, short-lived token for reports about one remote version. */
export function signReportToken(secret: string, claims: ReportTokenClaims, now?: number): string;
/** The claims of a valid, unexpired token (with its id), else undefined. */
export function readReportToken(
  secret: string,
  token: unknown,
  now?: number,
): (ReportTokenClaims & { id: string; expires: number }) | undefined;
