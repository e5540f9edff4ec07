// The canary guard's hands: the API decides which canary to switch off (api/src/remote-errors,
// from real visitors' error reports, once for all its instances, writing the audit entry); the
// shell's server, which reads the channels anyway, asks for the verdicts every CANARY_CHECK_MS
// while some remote has a canary, and switches a condemned canary off in the release store
// (RELEASES_URI's database, else RELEASES_DIR, through @brightwave/releases). Several shell
// servers may do it at once: the store switches it off once (stopCanary), the one that did logs
// it, and every server reads the channels from there. A server whose store does not hold the
// canary (it reads the channels from another host) only logs what the store's owner must do.
import { API_PATHS, type CanaryVerdict } from '@brightwave/contracts';
import { openStore } from '@brightwave/releases';
import type { ReleaseChannels } from './release-channels';
import { trustedHeaders } from './trusted-calls';

export interface CanaryGuard {
  /** One round: ask for the verdicts and apply them (the timer's work, also for tests). */
  check(): Promise<void>;
  stop(): void;
}

export function startCanaryGuard({
  apiUrl,
  secret,
  channels,
  env,
  intervalMs,
  timeoutMs = 3_000,
  log = (line: string) => console.warn(line),
}: {
  apiUrl: string;
  /** SITE_SERVER_SECRET: the API answers its verdicts to the site's servers alone. */
  secret: string;
  channels: Pick<ReleaseChannels, 'canaries'>;
  env: NodeJS.ProcessEnv;
  intervalMs: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}): CanaryGuard {
  const store = openStore(env);
  let running: Promise<void> | undefined;
  /** Verdicts this server could not apply, said once each. */
  const told = new Set<string>();

  async function round() {
    const canaries = channels.canaries();
    if (!canaries.length) return;
    const response = await fetch(`${apiUrl}${API_PATHS.canaryVerdicts}`, {
      headers: trustedHeaders(secret),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return; // the API is down or busy: the next round asks again
    const verdicts = (await response.json()) as CanaryVerdict[];
    for (const { remote, version } of canaries) {
      const verdict = verdicts.find((v) => v.remote === remote && v.version === version);
      if (!verdict) continue;
      // Another server may have done it a moment before ('already'): it said so.
      const done = await store.stopCanary(remote, version);
      if (done === 'stopped') {
        log(`Canary ${remote} ${version} switched off. ${verdict.reason}`);
      } else if (done === 'absent' && !told.has(`${remote} ${version}`)) {
        told.add(`${remote} ${version}`);
        log(
          `Canary ${remote} ${version} is to be switched off, but this server's release store does not hold it: run "npm run canary -- ${remote} off" where the release store is. ${verdict.reason}`,
        );
      }
    }
  }

  const check = () =>
    (running ??= round()
      .catch(() => undefined) // unreachable API or store: tried again next round
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return {
    check,
    stop: () => {
      clearInterval(timer);
      void store.close();
    },
  };
}
