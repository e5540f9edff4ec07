import { serverApiUrl } from '../api/first-answers';

/**
 * The runtime config served beside the shell as site.config.json. Nothing in a bundle hard-codes a
 * host: the shell loads this once at startup and every remote reads the same object.
 */
/** A remote as site.config.json names it. */
export interface RemoteConfig {
  name: string;
  /** Its mf-manifest.json. */
  entry: string;
  /**
   * The release this page runs and the channel that gave it (the shell's server writes them per
   * visitor; a hand-written config has neither): what the shell's error reports name.
   */
  version?: string;
  channel?: 'stable' | 'canary';
}

export interface RuntimeConfig {
  apiUrl: string;
  remotes: RemoteConfig[];
  /**
   * The remotes' route lists by remote name, when the shell's server wrote them into the page
   * (a static host's site.config.json has none). Unchecked here: the shell checks each entry.
   */
  routes?: Record<string, unknown>;
}

/**
 * The element the shell's server writes the config into (shell/server/html/render-page.ts):
 * `<script id="bw-site-config" type="application/json">`, so the first visit needs no fetch.
 */
export const INLINE_CONFIG_ID = 'bw-site-config';

// Checked by hand rather than with zod: this runs before the first paint of every visit, and zod
// would add its whole runtime to the shell's first download.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function problemsOf(value: unknown): string[] {
  if (!isRecord(value)) return ['(root): expected an object'];
  const problems: string[] = [];
  if (!isHttpUrl(value.apiUrl)) problems.push('apiUrl: expected an absolute http(s) URL');
  if (!Array.isArray(value.remotes)) {
    problems.push('remotes: expected a list');
  } else {
    value.remotes.forEach((remote: unknown, index) => {
      const item = isRecord(remote) ? remote : {};
      if (typeof item.name !== 'string' || !item.name) {
        problems.push(`remotes.${index}.name: expected the remote's name`);
      }
      if (typeof item.entry !== 'string' || !item.entry) {
        problems.push(`remotes.${index}.entry: expected the URL of its mf-manifest.json`);
      }
    });
  }
  return problems;
}

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
  const problems = problemsOf(value);
  if (problems.length > 0) {
    throw new ConfigError(`${source} is not a valid site config: ${problems.join('; ')}`);
  }
  const config = value as RuntimeConfig;
  return {
    apiUrl: config.apiUrl.replace(/\/+$/, ''),
    remotes: config.remotes.map(({ name, entry, version, channel }) => ({
      name,
      entry,
      ...(typeof version === 'string' ? { version } : {}),
      ...(channel === 'stable' || channel === 'canary' ? { channel } : {}),
    })),
    ...(isRecord(config.routes) ? { routes: config.routes } : {}),
  };
}

/** The config the server wrote into the page, if any and valid (else the fetch takes over). */
function inlineConfig(): RuntimeConfig | undefined {
  const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text), 'The inline site config');
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

/**
 * The config written into the page by the shell's server, else fetched from `url` (a static host
 * serves site.config.json beside index.html); parsed once, later calls return the same object.
 */
export async function loadRuntimeConfig(url = '/site.config.json'): Promise<RuntimeConfig> {
  if (window.__BW_CONFIG__) return window.__BW_CONFIG__;
  const inline = inlineConfig();
  if (inline) {
    window.__BW_CONFIG__ = inline;
    return inline;
  }
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
  // A page rendered by the shell's server (there is no window there) calls the same API.
  const apiUrl = serverApiUrl();
  if (apiUrl !== undefined) return { apiUrl, remotes: [] };
  const config = window.__BW_CONFIG__;
  if (!config) throw new ConfigError('The site config has not been loaded yet.');
  return config;
}
