import { getInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@brightwave/web-kit';

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/** Tells the federation runtime where each remote lives, from site.config.json. */
export function registerRemotes(config: RuntimeConfig): void {
  federation().registerRemotes(config.remotes, { force: true });
}

/** Loads one exposed module of a remote: "./routes" of "blog" is "blog/routes". */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T | undefined> {
  const loaded = await federation().loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  return loaded ?? undefined;
}
