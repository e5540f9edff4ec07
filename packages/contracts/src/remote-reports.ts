// No zod here: the shell's first script imports this file (see remote-reports-schema.ts).

/**
 * What the shell tells the API about each remote version a page runs (POST remoteReports): that
 * the page loaded with it (`load`), that its code could not be fetched (`load-failed`: "Loading
 * chunk failed", a remote entry that did not load), or that an error boundary caught an error
 * thrown by it (`caught`). No personal data: no URL, no query, no visitor id, and of an error only
 * its name and the scrubbed, bounded first line of its message (scrubErrorText).
 */
export const REMOTE_REPORT_KINDS = ['load', 'load-failed', 'caught'] as const;
export type RemoteReportKind = (typeof REMOTE_REPORT_KINDS)[number];

/**
 * What a page may report itself: its errors. Its page loads are counted by the site's server, which
 * served it (POST pageLoads), never claimed by the browser.
 */
export const REMOTE_ERROR_KINDS = ['load-failed', 'caught'] as const;
export type RemoteErrorKind = (typeof REMOTE_ERROR_KINDS)[number];

/** Which channel placed the page on the version: a canary's visitors, or everyone else. */
export const REMOTE_CHANNELS = ['stable', 'canary'] as const;
export type RemoteChannel = (typeof REMOTE_CHANNELS)[number];

/**
 * The site's own path (the shell's server, not the API) a page asks once it runs, with POST: the
 * server counts the page load for the remote versions it gave the visitor and answers each one's
 * report token (`{ tokens: { [remote]: token } }`), without which the API counts no report.
 */
export const PAGE_LOAD_PATH = '/page-load';

/** A remote served from its dist (no release yet) reports this version. */
export const UNRELEASED_VERSION = 'dist';

export const REMOTE_REPORT_LIMITS = {
  /** Reports (or page loads) in one request: a page load names every remote once (four today). */
  reports: 8,
  /** Characters of a report's token (the shell's server signs it: trusted-caller.js). */
  token: 600,
  /** Characters of an error's scrubbed text. */
  error: 120,
  /** Bytes of a request's body. */
  bodyBytes: 4096,
} as const;

const URL_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const QUOTED = /(["'`])(?:(?!\1).)*\1/g;
/** Ids, tokens, numbers: any run of 4+ digits, or of 16+ letters and digits with a digit in it. */
const ID_LIKE = /\b(?=[a-z0-9_-]*\d)[a-z0-9_-]{16,}\b|\d{4,}/gi;

/**
 * An error's report text: its name and the first line of its message, with URLs, e-mail
 * addresses, quoted text and anything like an id or number replaced, cut to
 * REMOTE_REPORT_LIMITS.error characters. The shell sends only this; the API applies it again to
 * what it receives (a client may send anything).
 */
export function scrubErrorText(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return firstLine
    .replace(URL_LIKE, '<url>')
    .replace(EMAIL_LIKE, '<email>')
    .replace(QUOTED, '<text>')
    .replace(ID_LIKE, '<id>')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, REMOTE_REPORT_LIMITS.error);
}

/** The text an error is reported by: "TypeError: x is not a function". */
export function errorReportText(error: unknown): string {
  if (error instanceof Error) return scrubErrorText(`${error.name}: ${error.message}`);
  return scrubErrorText(typeof error === 'string' ? `Error: ${error}` : 'Thrown value');
}
