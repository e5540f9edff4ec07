import { z } from 'zod';

/**
 * The runtime config served beside the shell as site.config.json. Nothing in a bundle hard-codes a
 * host: the shell loads this once at startup and every remote reads the same object.
 */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string().url(),
  remotes: z.array(
    z.object({
      name: z.string().min(1),
      entry: z.string().min(1),
    }),
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

// Each remote bundles its own copy of web-kit, so the parsed config lives on window, where every
// copy finds the one the shell loaded.
declare global {
  interface Window {
    __BW_CONFIG__?: RuntimeConfig;
  }
}

export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

export function parseRuntimeConfig(value: unknown, source: string): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(value);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`${source} is not a valid site config: ${detail}`);
  }
  return { ...parsed.data, apiUrl: parsed.data.apiUrl.replace(/\/+$/, '') };
}

/** Fetches and parses the config once; later calls return the same object. */
export async function loadRuntimeConfig(url = '/site.config.json'): Promise<RuntimeConfig> {
  if (window.__BW_CONFIG__) return window.__BW_CONFIG__;
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) {
    throw new ConfigError(`Could not load ${url} (HTTP ${response.status}).`);
  }
  const config = parseRuntimeConfig(await response.json(), url);
  window.__BW_CONFIG__ = config;
  return config;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  window.__BW_CONFIG__ = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  const config = window.__BW_CONFIG__;
  if (!config) throw new ConfigError('The site config has not been loaded yet.');
  return config;
}
