// The types of site-config.js, which stays plain CommonJS so tooling reads it without a build.

type Env = Record<string, string | undefined>;

export interface SiteConfig {
  /** The API's public address, without a trailing slash. */
  apiUrl: string;
  /** Each remote's Module Federation manifest, in the registry's order. */
  remotes: { name: string; entry: string }[];
}

/** site.config.json, built from the environment (API_URL, PUBLIC_HOST, API_PORT, <APP>_URL). */
export function siteConfig(env?: Env): SiteConfig;
/** SITE_URL, or locally the shell's address. */
export function siteUrl(env?: Env): string;
