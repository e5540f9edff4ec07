// What real visitors meet, per remote and version, for the API (POST remoteReports): one beacon
// per page load naming the version of every released remote the page was given (the page loads
// a canary's error rate is measured over: see api/src/remote-errors), and one per remote that
// failed to load or threw into an error boundary, a few per page at most. Nothing personal leaves
// the page: no URL, no query, no user, of an error only its scrubbed first line (scrubErrorText).
import type { RemoteReport, RemoteReportKind } from '@brightwave/contracts';
import {
  API_PATHS,
  errorReportText,
  REMOTE_REPORT_LIMITS,
  UNRELEASED_VERSION,
} from '@brightwave/contracts/plain';
import type { RuntimeConfig } from '@brightwave/web-kit';
import { isRemoteLoadError } from './remote-errors';

/** Error reports one page load sends at most (a crash loop must not flood the API). */
export const MAX_ERROR_REPORTS = 3;

/** What this page has reported: an error's remote, kind and text, once (React renders a
 * failing component again, with a new error, before it gives up; Retry may fail the same way). */
const reported = new Set<string>();

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

function reportOf(config: RuntimeConfig, remote: string, kind: RemoteReportKind): RemoteReport {
  const given = config.remotes.find((candidate) => candidate.name === remote);
  return {
    remote,
    version: given?.version ?? UNRELEASED_VERSION,
    channel: given?.channel ?? 'stable',
    kind,
  };
}

/**
 * This page load, for every remote the page runs a release of. A remote served from its dist has
 * no version to compare with another (no canary, no rollback), so its loads are not counted, only
 * its errors: a site without releases sends nothing while nothing goes wrong.
 */
export function reportPageLoad(config: RuntimeConfig): void {
  const reports = config.remotes
    .filter(({ version }) => version)
    .slice(0, REMOTE_REPORT_LIMITS.reports)
    .map(({ name }) => reportOf(config, name, 'load'));
  if (reports.length) send(config, reports);
}

/**
 * A remote's code that did not load (`load-failed`: "Loading chunk failed", an entry or route list
 * that did not arrive) or an error it threw that a boundary caught: each error once, and at most
 * MAX_ERROR_REPORTS per page load.
 */
export function reportRemoteError(remote: string, error: unknown, loadFailed = false): void {
  const config = loadedConfig();
  if (!config || reported.size >= MAX_ERROR_REPORTS) return;
  const kind = loadFailed || isRemoteLoadError(error) ? 'load-failed' : 'caught';
  const text = errorReportText(error);
  const key = `${remote} ${kind} ${text}`;
  if (reported.has(key)) return;
  reported.add(key);
  send(config, [{ ...reportOf(config, remote, kind), error: text }]);
}
