// The API's validation of POST remoteReports, apart from remote-reports.ts: the shell's first
// script needs that file's constants and scrubbing, and zod's schemas built at module level would
// ride along into every page (19 KB).
import './zod-jitless';
import { z } from 'zod';
import { REMOTE_CHANNELS, REMOTE_ERROR_KINDS, REMOTE_REPORT_LIMITS } from './remote-reports';

/** A remote version as a page was given it: its name, release and channel. */
export const remoteVersionShape = {
  remote: z
    .string({ message: "The remote must be a remote's name." })
    .regex(/^[a-z][a-z0-9-]{0,31}$/, { message: "The remote must be a remote's name." }),
  version: z
    .string({ message: 'The version must be a release id (12 hex digits) or "dist".' })
    .regex(/^(?:[0-9a-f]{12}|dist)$/, {
      message: 'The version must be a release id (12 hex digits) or "dist".',
    }),
  channel: z.enum(REMOTE_CHANNELS, {
    message: `The channel must be one of: ${REMOTE_CHANNELS.join(', ')}.`,
  }),
};

const TOKEN_MESSAGE = "Each report needs the token the site's server gave its page load.";

/** One error a page met with a remote version, vouched for by its page load's token. */
export const remoteReportSchema = z.object({
  ...remoteVersionShape,
  kind: z.enum(REMOTE_ERROR_KINDS, {
    message: `The kind must be one of: ${REMOTE_ERROR_KINDS.join(', ')} (page loads are counted by the site's server).`,
  }),
  token: z
    .string({ message: TOKEN_MESSAGE })
    .min(1, { message: TOKEN_MESSAGE })
    .max(REMOTE_REPORT_LIMITS.token, { message: TOKEN_MESSAGE }),
  error: z
    .string({ message: 'The error must be text.' })
    .max(1000, { message: 'The error must be at most 1000 characters.' })
    .optional(),
});
export type RemoteReport = z.infer<typeof remoteReportSchema>;

/** POST remoteReports: sent with navigator.sendBeacon, so as text/plain holding JSON. */
export const remoteReportsSchema = z.object({
  reports: z
    .array(remoteReportSchema, { message: 'The reports must be a list.' })
    .min(1, { message: 'Send at least one report.' })
    .max(REMOTE_REPORT_LIMITS.reports, {
      message: `Send at most ${REMOTE_REPORT_LIMITS.reports} reports at once.`,
    }),
});
export type RemoteReports = z.infer<typeof remoteReportsSchema>;

/** POST pageLoads (the shell's server only): the remote versions of one page load it served. */
export const pageLoadsSchema = z.object({
  loads: z
    .array(z.object(remoteVersionShape), { message: 'The loads must be a list.' })
    .min(1, { message: 'Send at least one page load.' })
    .max(REMOTE_REPORT_LIMITS.reports, {
      message: `Send at most ${REMOTE_REPORT_LIMITS.reports} remote versions at once.`,
    }),
});
export type PageLoads = z.infer<typeof pageLoadsSchema>;
/** A remote version as counted: one page load's, or one report's. */
export type RemoteVersionRef = PageLoads['loads'][number];

/** One remote version's figures over the last 24 hours (the admin console's overview). */
export const remoteVersionHealthSchema = z.object({
  remote: z.string(),
  version: z.string(),
  channel: z.enum(REMOTE_CHANNELS),
  loads: z.number(),
  failedLoads: z.number(),
  caughtErrors: z.number(),
  /** (failedLoads + caughtErrors) / loads; null without loads. */
  errorRate: z.number().nullable(),
  /** The last error's scrubbed text (scrubErrorText). */
  lastError: z.string().optional(),
  /** When the canary guard switched this canary off (ISO time), if it did. */
  pulledAt: z.string().optional(),
});
export type RemoteVersionHealth = z.infer<typeof remoteVersionHealthSchema>;

export const remoteHealthSummarySchema = z.object({
  /** The window's start (ISO time). */
  since: z.string(),
  versions: z.array(remoteVersionHealthSchema),
});
export type RemoteHealthSummary = z.infer<typeof remoteHealthSummarySchema>;

/** A canary the API decided to switch off: the shell's server applies it to the channels. */
export const canaryVerdictSchema = z.object({
  remote: z.string(),
  version: z.string(),
  at: z.string(),
  reason: z.string(),
});
export type CanaryVerdict = z.infer<typeof canaryVerdictSchema>;
