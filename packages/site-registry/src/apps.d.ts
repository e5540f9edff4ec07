// The types of apps.js, which stays plain CommonJS so tooling reads it without a build.

type Env = Record<string, string | undefined>;

export interface App {
  name: string;
  dir: string;
  port: number;
  remote: boolean;
}

/** The site's front-end apps: the shell first, then the remotes in site.config.json's order. */
export const apps: App[];
/** The API's default port (API_PORT). */
export const API_PORT: number;
export function remotes(): App[];
export function shell(): App;
/** By folder (mfe-blog) or name (blog). */
export function findApp(key: string): App | undefined;
/** The variable that moves an app's local port: SHELL_PORT, BLOG_PORT, ... */
export function portVar(app: App): string;
/** The variable that says where a remote is deployed: BLOG_URL, ... */
export function urlVar(app: App): string;
/** The port an app listens on locally. */
export function portOf(app: App, env?: Env): number;
/** SITE_ORIGINS, or locally every front-end app's port on localhost and 127.0.0.1. */
export function siteOrigins(env?: Env): string[];
