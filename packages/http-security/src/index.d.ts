// The types of @brightwave/http-security, which stays plain CommonJS so both servers run it
// without a build.
import type { HelmetOptions } from 'helmet';

/** HSTS: one year, and every subdomain. */
export const HSTS: { maxAge: number; includeSubDomains: boolean };
/** What both servers agree on, over helmet's defaults. */
export const BASE_POLICY: HelmetOptions;
/** The headers helmet sets for `options` over BASE_POLICY, by lower-case name, computed once. */
export function securityHeaders(options?: HelmetOptions): Record<string, string>;
