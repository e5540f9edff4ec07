// What real visitors meet, per remote and version, for the API (POST remoteReports). The page's
// loads are counted by the shell's server, which also signs each remote version's report token:
// once it runs, the page asks for its tokens (POST PAGE_LOAD_PATH, same origin), and that request
// is the page load the server counts. Errors go to the API, each with its remote's token: one per
// remote that failed to load or threw into an error boundary, a few per page at most. Without a
// token (a plain static host, no shell server) nothing is reported. Nothing personal leaves the
// page: no URL, no query, no user, of an error only its scrubbed first line (scrubErrorText).
import type { RemoteErrorKind, RemoteReport } from '@brightwave/contracts';
import {
  API_PATHS,
  errorReportText,
  PAGE_LOAD_PATH,
  UNRELEASED_VERSION,
} from '@brightwave/contracts/plain';
import type { RuntimeConfig } from '@brightwave/web-kit';
import { isRemoteLoadError } from './remote-errors';

/** Error reports one page load sends at most (a crash loop must not flood the API). */
export const MAX_ERROR_REPORTS = 3;

/** What this page has reported: an error's remote, kind and text, once (React renders a
 * failing component again, with a new error, before it gives up; Retry may fail the same way). */
const reported = new Set<string>();

/** This page load's report tokens by remote, once asked for (none: nothing can be reported). */
let tokens: Promise<Record<string, string>> | undefined;

/** The config the shell loaded (none on a server, or in a screen test that set none: nothing is sent). */
const loadedConfig = (): RuntimeConfig | undefined =>
  typeof window === 'undefined' ? undefined : window.__BW_CONFIG__;

/** Sends as a beacon (text/plain, so no CORS preflight), which outlives the page; else fetch. */
function send(config: RuntimeConfig, reports: RemoteReport[]) {
  const url = `${config.apiUrl}${API_PATHS.remoteReports}`;
  const body = JSON.stringify({ reports });
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined); // a report that cannot be sent is dropped
}

/**
 * This page load, told to the site's server (which counts it for the remote versions it gave this
 * visitor) in exchange for the page's report tokens.
 */
export function reportPageLoad(): void {
  tokens = fetch(PAGE_LOAD_PATH, { method: 'POST', credentials: 'same-origin' })
    .then(async (response) => {
      const body = response.ok ? ((await response.json()) as { tokens?: unknown }) : {};
      const given = body.tokens;
      return typeof given === 'object' && given !== null ? (given as Record<string, string>) : {};
    })
    .catch(() => ({}));
}

/** This page load's report token for a remote (for its field speed: field-speed.ts), if any. */
export const reportTokenFor = async (remote: string): Promise<string | undefined> =>
  (await tokens)?.[remote];

/**
 * A remote's code that did not load (`load-failed`: "Loading chunk failed", an entry or route list
 * that did not arrive) or an error it threw that a boundary caught: each error once, and at most
 * MAX_ERROR_REPORTS per page load, with the remote's token once it has arrived.
 */
export function reportRemoteError(remote: string, error: unknown, loadFailed = false): void {
  const config = loadedConfig();
  if (!config || !tokens || reported.size >= MAX_ERROR_REPORTS) return;
  const kind: RemoteErrorKind = loadFailed || isRemoteLoadError(error) ? 'load-failed' : 'caught';
  const text = errorReportText(error);
  const key = `${remote} ${kind} ${text}`;
  if (reported.has(key)) return;
  reported.add(key);
  const given = config.remotes.find((candidate) => candidate.name === remote);
  void tokens.then((byRemote) => {
    const token = byRemote[remote];
    if (!token) return;
    send(config, [
      {
        remote,
        version: given?.version ?? UNRELEASED_VERSION,
        channel: given?.channel ?? 'stable',
        kind,
        error: text,
        token,
      },
    ]);
  });
}
