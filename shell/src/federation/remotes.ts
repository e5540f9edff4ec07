import { getInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@brightwave/web-kit';

/** Tells the federation runtime where each remote lives, from site.config.json. */
export function registerRemotes(config: RuntimeConfig): void {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised.');
  federation.registerRemotes(config.remotes, { force: true });
}

/** Loads one exposed page of a remote: "./Home" of "marketing" is "marketing/Home". */
export async function loadRemotePage(remote: string, module: string): Promise<unknown> {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised.');
  const exposed = await federation.loadRemote<{ default?: unknown }>(
    `${remote}/${module.replace(/^\.\//, '')}`,
  );
  return exposed?.default;
}
