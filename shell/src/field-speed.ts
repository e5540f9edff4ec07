// Field speed from real visits: Google's web-vitals library measures this page load's LCP, INP,
// CLS, FCP and TTFB, and one measurement per page load goes to the API (POST vitals) when the
// visitor leaves or hides the page, with its route pattern (never the URL: no id, no query), the
// remote and release that draws it (with that remote's report token: remote-reports.ts), the
// device class by viewport and the connection type where the browser says. The library is fetched
// once the page is idle after its load, so it is no part of the first load. Client-side
// navigations within the page load are not measured apart: its figures are its landing route's.
import {
  API_PATHS,
  CONNECTION_TYPES,
  PHONE_MAX_WIDTH,
  UNRELEASED_VERSION,
  VITAL_METRICS,
  type ConnectionType,
  type VitalMetric,
} from '@brightwave/contracts/plain';
import type { RuntimeConfig } from '@brightwave/web-kit';
import { reportTokenFor } from './federation/remote-reports';
import { matchRoute } from './routing/route-match';
import type { RouteCatalog } from './routing/route-catalog';

/** How long the page may stay busy before the library is fetched anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/** Once the page has loaded and the browser is idle (never during the first load). */
function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) {
          window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        } else setTimeout(resolve, 1);
      }),
  );
}

/** Once every remote's route list has answered (loaded or failed). */
function routeListsAnswered(catalog: RouteCatalog): Promise<void> {
  void catalog.discover();
  return new Promise((resolve) => {
    if (!catalog.waiting()) return resolve();
    const stop = catalog.subscribe(() => {
      if (catalog.waiting()) return;
      stop();
      resolve();
    });
  });
}

function connectionType(): ConnectionType {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type) ?? 'unknown';
}

/** Sends a beacon (text/plain JSON), else a keepalive fetch, at most once. */
function send(apiUrl: string, body: object) {
  const url = `${apiUrl}${API_PATHS.vitals}`;
  const text = JSON.stringify(body);
  if (navigator.sendBeacon?.(url, text)) return;
  void fetch(url, { method: 'POST', body: text, keepalive: true, credentials: 'omit' }).catch(
    () => undefined, // a measurement that cannot be sent is dropped
  );
}

/**
 * Measures this page load for its landing route. Nothing is measured when no route of the site
 * claims the landing path, or its remote has no report token (no shell server).
 */
export async function measureFieldSpeed(config: RuntimeConfig, catalog: RouteCatalog) {
  const { pathname } = window.location;
  const device = window.innerWidth < PHONE_MAX_WIDTH ? 'phone' : 'desktop';
  await Promise.all([routeListsAnswered(catalog), afterLoadAndIdle()]);
  const landing = catalog.routes().find(({ route }) => matchRoute(route.path, pathname));
  const token = landing && (await reportTokenFor(landing.remote));
  if (!landing || !token) return;
  const given = config.remotes.find(({ name }) => name === landing.remote);
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals'
  );
  const values: Partial<Record<VitalMetric, number>> = {};
  const keep =
    (metric: VitalMetric) =>
    ({ value }: { value: number }) => {
      values[metric] = value;
    };
  const options = { reportAllChanges: true };
  onLCP(keep('lcp'), options);
  onINP(keep('inp'), options);
  onCLS(keep('cls'), options);
  onFCP(keep('fcp'), options);
  onTTFB(keep('ttfb'), options);
  let sent = false;
  const leave = () => {
    if (sent || !VITAL_METRICS.some((metric) => values[metric] !== undefined)) return;
    sent = true;
    send(config.apiUrl, {
      remote: landing.remote,
      version: given?.version ?? UNRELEASED_VERSION,
      channel: given?.channel ?? 'stable',
      token,
      route: landing.route.path,
      device,
      connection: connectionType(),
      ...values,
    });
  };
  // The library reports its final figures as the page is hidden: ours go after theirs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queueMicrotask(leave);
  });
  window.addEventListener('pagehide', () => queueMicrotask(leave));
}
