// The protective headers every answer of the shell's server and the remotes' servers carries
// (serve-app.ts), and the Content-Security-Policy they send, computed once per configuration:
// helmet writes them over the policy the site's servers share (@brightwave/http-security).
// The session token lives in localStorage, so one injected script could steal it: the policy lets
// scripts come only from the site, the remotes' origins and the inline scripts the shell's server
// writes itself (by hash), never inline markup or eval.
import crypto from 'node:crypto';
import { securityHeaders as helmetHeaders } from '@brightwave/http-security';

/** The browser features no page of the site uses, switched off for the page and its frames. */
const PERMISSIONS_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  // Chromium's ad-targeting "topics": no third party learns anything from a visit here.
  'browsing-topics',
];

const origin = (url: string) => new URL(url).origin;

/** The remotes' origins as site.config.json lists them: where the site's code may come from. */
export const remoteOrigins = (config: { remotes: { entry: string }[] }): string[] => [
  ...new Set(config.remotes.map((remote) => origin(remote.entry))),
];

/** The CSP source of an inline script: its SHA-256, over the exact text between the tags. */
export const scriptHash = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The site's Content-Security-Policy's directives (helmet writes them), from site.config.json's config (the API's and the remotes'
 * addresses) and the text of every inline script that executes on its pages (the shell's
 * first-paint loader; JSON blocks do not execute and need no hash).
 * Style sheets come from CSS files only (the shell's and the remotes' extracted CSS); React sets
 * `style` props through the CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy(
  config: { apiUrl: string; remotes: { entry: string }[] },
  inlineScripts: readonly string[] = [],
): Record<string, string[]> {
  const api = origin(config.apiUrl);
  const remotes = remoteOrigins(config);
  const list = (...sources: (string | string[])[]) => [...new Set(sources.flat())];
  const directives = {
    'default-src': list("'self'"),
    // The remotes' remoteEntry.js and chunks load from their own origins.
    'script-src': list("'self'", remotes, inlineScripts.map(scriptHash)),
    'style-src': list("'self'", remotes),
    // Style attributes only: a post's HTML carries them (text colour, size, alignment: the
    // editor's formats), and the browser drops them without this. An attribute cannot run script,
    // select other elements or load anything img-src does not allow; <style> elements stay refused.
    'style-src-attr': list("'unsafe-inline'"),
    // Covers (blob: while one is picked), GridFS media from the API, remotes' images, inline SVG.
    'img-src': list("'self'", 'data:', 'blob:', api, remotes),
    'font-src': list("'self'", remotes),
    // The API, and the remotes' mf-manifest.json the shell fetches.
    'connect-src': list("'self'", api, remotes),
    'object-src': list("'none'"),
    'base-uri': list("'self'"),
    'form-action': list("'self'"),
    'frame-ancestors': list("'none'"),
  };
  return directives;
}

/**
 * Whether the site is served over https, so HSTS is sent: SITE_URL, the public origin the operator
 * declares, is https. The servers themselves speak plain http behind the TLS proxy; a request's
 * X-Forwarded-Proto is not trusted (any client can send it, and no proxy is configured as trusted),
 * and browsers ignore HSTS received over http, so declaring it from SITE_URL is both safe and
 * exact.
 */
export const servedOverHttps = (siteUrl: string): boolean => new URL(siteUrl).protocol === 'https:';

/**
 * The headers of every answer (pages, files, 404s), by lower-case name: helmet's over the shared
 * policy, with the site's CSP (no helmet defaults mixed in), its referrer and frame rules, HSTS
 * only over https, and the Permissions-Policy helmet does not write.
 */
export function securityHeaders({
  csp,
  https,
}: {
  csp: Record<string, string[]>;
  https: boolean;
}): Record<string, string> {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: csp },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // frame-ancestors 'none' in the CSP, and this for browsers without CSP level 2.
      xFrameOptions: { action: 'deny' },
      ...(https ? {} : { strictTransportSecurity: false }),
    }),
    'permissions-policy': PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
  };
}
