// The API's validation of POST vitals (one page view's measurement), apart from vitals.ts so the
// shell's measuring chunk carries no zod.
import './zod-jitless';
import { z } from 'zod';
import { remoteVersionShape } from './remote-reports-schema';
import { REMOTE_REPORT_LIMITS } from './remote-reports';
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  VITAL_MAX,
  VITAL_METRICS,
  VITALS_LIMITS,
  type VitalMetric,
} from './vitals';

const ROUTE_MESSAGE =
  'The route must be the page\'s route pattern ("/blogDetails/:id"), without ids, query or fragment.';
/** Literal segments and `:name` parameters: no query, no fragment, no encoded characters. */
const ROUTE_PATTERN = /^\/(?:(?:[A-Za-z][A-Za-z0-9-]*|:[A-Za-z]\w*|\*)(?:\/(?=.))?)*$/;
/** A literal segment that looks like an id (digits, or 8+ hex with a digit): a URL, not a pattern. */
const ID_LIKE = /(?:^|\/)(?=[0-9a-f-]*\d)[0-9a-f-]{8,}(?:\/|$)/i;

const metric = (name: VitalMetric) =>
  z
    .number({ message: `${name.toUpperCase()} must be a number.` })
    .min(0, { message: `${name.toUpperCase()} must not be negative.` })
    .max(VITAL_MAX[name], {
      message: `${name.toUpperCase()} must be at most ${VITAL_MAX[name]}.`,
    })
    .optional();

/** One page view's field measurement, with its page load's report token for the remote that drew it. */
export const vitalsReportSchema = z
  .strictObject(
    {
      ...remoteVersionShape,
      token: z
        .string({
          message: "The measurement needs the token the site's server gave its page load.",
        })
        .min(1, {
          message: "The measurement needs the token the site's server gave its page load.",
        })
        .max(REMOTE_REPORT_LIMITS.token, { message: 'The token is too long.' }),
      route: z
        .string({ message: ROUTE_MESSAGE })
        .max(VITALS_LIMITS.route, { message: ROUTE_MESSAGE })
        .regex(ROUTE_PATTERN, { message: ROUTE_MESSAGE })
        .refine((route) => !ID_LIKE.test(route), { message: ROUTE_MESSAGE }),
      device: z.enum(DEVICE_CLASSES, {
        message: `The device must be one of: ${DEVICE_CLASSES.join(', ')}.`,
      }),
      connection: z
        .enum(CONNECTION_TYPES, {
          message: `The connection must be one of: ${CONNECTION_TYPES.join(', ')}.`,
        })
        .default('unknown'),
      lcp: metric('lcp'),
      inp: metric('inp'),
      cls: metric('cls'),
      fcp: metric('fcp'),
      ttfb: metric('ttfb'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `The measurement has a field it may not have (no ids, no URL, no user): ${issue.keys.join(', ')}.`
          : undefined,
    },
  )
  .refine((report) => VITAL_METRICS.some((name) => report[name] !== undefined), {
    message: 'The measurement must have at least one metric.',
  });
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** GET adminSpeed's query: the period (7 or 30 days) and device class. */
export const speedQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be 7 or 30.' })
    .refine((days) => days === 7 || days === 30, { message: 'days must be 7 or 30.' })
    .default(7),
  device: z
    .enum(['all', ...DEVICE_CLASSES], { message: 'device must be all, phone or desktop.' })
    .default('all'),
});
export type SpeedQuery = z.infer<typeof speedQuerySchema>;

/** Per metric measured, a figure (a partial record: metrics without views are absent). */
const figureByMetric = z.object(
  Object.fromEntries(VITAL_METRICS.map((name) => [name, z.number().optional()])) as Record<
    VitalMetric,
    z.ZodOptional<z.ZodNumber>
  >,
);

/** A set of page views' figures: how many, and per metric measured its p75 and p95. */
const speedFiguresShape = { views: z.number(), p75: figureByMetric, p95: figureByMetric };
export type SpeedFigures = z.infer<z.ZodObject<typeof speedFiguresShape>>;

/** One route's field speed over the period, with its breakdowns. */
export const speedRouteSchema = z.object({
  ...speedFiguresShape,
  route: z.string(),
  /** The remote that draws it. */
  remote: z.string(),
  devices: z.array(z.object({ ...speedFiguresShape, device: z.enum(DEVICE_CLASSES) })),
  /** Per release of that remote, most viewed first. */
  releases: z.array(
    z.object({ ...speedFiguresShape, version: z.string(), channel: z.enum(['stable', 'canary']) }),
  ),
  /** Per UTC day (YYYY-MM-DD), oldest first: the trend. */
  days: z.array(z.object({ ...speedFiguresShape, day: z.string() })),
});
export type SpeedRoute = z.infer<typeof speedRouteSchema>;

/** GET adminSpeed: every measured route, most viewed first. */
export const speedSummarySchema = z.object({
  since: z.string(),
  days: z.number(),
  device: z.enum([...DEVICE_CLASSES, 'all']),
  routes: z.array(speedRouteSchema),
});
export type SpeedSummary = z.infer<typeof speedSummarySchema>;
