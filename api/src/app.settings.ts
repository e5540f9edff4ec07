import { availableParallelism } from 'node:os';
import { API_PORT, siteConfig, siteOrigins } from '@brightwave/site-registry';
import { z } from 'zod';
import {
  defineSettings,
  flag,
  ms,
  nodeEnv,
  optionalPort,
  optionalString,
  optionalUrl,
} from './config/settings';

/** The HTTP server: where it listens, whom it answers (CORS), and in how many processes. */
export const httpSettings = defineSettings(
  'http',
  z.object({
    NODE_ENV: nodeEnv,
    API_PORT: optionalPort,
    // What hosting platforms (Heroku, Render, ...) set; API_PORT wins when both are set.
    PORT: optionalPort,
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    // Read by the site registry's siteOrigins (local defaults from the registry); checked here.
    SITE_ORIGINS: optionalString,
    // The older name of SITE_ORIGINS, still read when SITE_ORIGINS is not set.
    CORS_ORIGINS: optionalString,
    API_DOCS: flag,
    // Unset: one per core in production, 1 elsewhere.
    API_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  }),
  (env, { source }) => ({
    port: env.API_PORT ?? env.PORT ?? API_PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: siteOrigins({ ...source, SITE_ORIGINS: env.SITE_ORIGINS ?? env.CORS_ORIGINS }),
    /**
     * Serve the OpenAPI page at /api/docs (off in production unless API_DOCS=true): the API's
     * map is for developers; in production it only helps whoever probes the API.
     */
    docs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    /** Processes serving the port together (node:cluster); 1 serves from this process. */
    workers: env.API_WORKERS ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1),
  }),
);

export const logSettings = defineSettings(
  'log',
  z.object({ LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info') }),
  (env) => ({ level: env.LOG_LEVEL }),
);

/**
 * On SIGTERM: how long the instance keeps serving while /health/ready answers 503 (`delayMs`),
 * then how long requests in flight may take to finish once it stops accepting (`drainMs`).
 */
export const shutdownSettings = defineSettings(
  'shutdown',
  z.object({
    NODE_ENV: nodeEnv,
    // Unset: 5 s in production (a load balancer's health check notices), 0 elsewhere.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).optional(),
    SHUTDOWN_DRAIN_MS: ms(10_000),
  }),
  (env) => ({
    delayMs: env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
    drainMs: env.SHUTDOWN_DRAIN_MS,
  }),
);

/**
 * The public address of the website, for links in e-mails and the RSS feed; `apiUrl`, the API's
 * (its images), as the front end is told it: never taken from a request's Host header.
 */
export const siteSettings = defineSettings(
  'site',
  z.object({
    SITE_URL: z
      .url()
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
    // The registry's siteConfig reads it, with the same default.
    API_URL: optionalUrl,
  }),
  (env, { source }) => ({
    url: env.SITE_URL,
    apiUrl: siteConfig({ ...source, API_URL: env.API_URL }).apiUrl,
  }),
);
