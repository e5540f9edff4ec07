import {
  API_PATHS,
  JSON_BODY_LIMIT_BYTES,
  REMOTE_REPORT_LIMITS,
  TOTAL_COUNT_HEADER,
} from '@brightwave/contracts';
import compress from '@fastify/compress';
import { securityHeaders } from '@brightwave/http-security';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, RawServerDefault } from 'fastify';
import { AppModule } from './app.module';
import { PublicBlogList, servePublicBlogList } from './blogs/public-blog-list';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { REQUEST_ID_HEADER, registerRequestId } from './common/http/request-id';
import { JsonLogger, logDestination } from './common/logging/json-logger';
import type { AppConfig } from './config/configuration';
import { setupOpenApi } from './openapi';
import { registerTrustedCaller } from './rate-limit/trusted-caller';

const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The paths navigator.sendBeacon posts to (text/plain holding JSON). */
const BEACON_PATHS = new Set<string>([API_PATHS.remoteReports, API_PATHS.vitals]);

/**
 * A refused body (413) of up to this many bytes is read and thrown away after the answer, on a
 * connection kept open, so a client still sending it reads its 413; Fastify would close the
 * connection at once, and such a client got EPIPE instead of the answer. A larger body, or one of
 * unknown length, still closes the connection: nobody may make the API read gigabytes.
 */
const REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/** Keeps the connection of a refused body within REFUSED_BODY_DRAIN_BYTES (Node drains it). */
function answerRefusedBodies(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const length = Number(request.headers['content-length']);
    if (reply.statusCode === 413 && length <= REFUSED_BODY_DRAIN_BYTES) {
      reply.removeHeader('connection');
    }
    done(null, payload);
  });
}

export interface CreateAppOptions {
  logger?: JsonLogger;
}

/**
 * Bodies: JSON and urlencoded up to JSON_BODY_LIMIT_BYTES (Nest's parsers, Fastify's limit);
 * an empty JSON body is no body, as before. Multipart is read only by the upload routes
 * (ImageUploadInterceptor, from the request stream); text/plain only for the shell's reports
 * (sent by navigator.sendBeacon, which cannot send JSON's type across origins), as text, up to
 * REMOTE_REPORT_LIMITS.bodyBytes; any other type is not read here at all, so the handler sees no
 * body.
 */
function registerBodyParsers(app: NestFastifyApplication, fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', {}, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    // Fastify's own parser (prototype-poisoning checks); it completes through `done`.
    void parseJson(request, body.toString('utf8'), done);
  });
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REMOTE_REPORT_LIMITS.bodyBytes },
    (request, body, done) =>
      done(null, BEACON_PATHS.has(request.url.split('?')[0]!) ? body : undefined),
  );
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/** TRUST_PROXY counts the proxies in front (0: none): the client is the address that many hops
 * back in X-Forwarded-For, as Express's `trust proxy` number did. */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** Builds the whole HTTP application; main.ts and the e2e harness both start it from here. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? new JsonLogger(config.log.level, logDestination(config.env));
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger),
    new FastifyAdapter({
      trustProxy: trustedHops(config.http.trustProxy),
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      // While stopping, a request that reached the instance is answered in full, not refused
      // (see graceful-stop.ts: the load balancer has been told by /health/ready already).
      return503OnClosing: false,
    }),
    // abortOnError off so a failed start throws to the caller instead of exiting the process.
    { logger, abortOnError: false },
  );
  const fastify = app.getHttpAdapter().getInstance();

  registerRequestId(fastify, logger);
  registerTrustedCaller(fastify, config.auth.siteServerSecret);
  // helmet's headers over the policy the site's servers share (@brightwave/http-security: images
  // and files served here are shown by the site on other origins), computed once (they are the
  // same on every answer) and set on every answer, errors and unknown routes included.
  const security = securityHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  app.enableCors({
    origin: config.http.corsOrigins,
    // Express's cors default; @fastify/cors alone would allow only GET, HEAD and POST.
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
    exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After', TOTAL_COUNT_HEADER],
  });
  // Only for clients that ask, and small answers (errors, a summary page) go out as they are:
  // below 1 KB gzip saves little and costs more than it saves. Images are not compressed.
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES });
  registerBodyParsers(app, fastify);
  answerRefusedBodies(fastify);
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  servePublicBlogList(fastify, app.get(PublicBlogList));

  if (config.http.docs) setupOpenApi(app);

  for (const warning of config.warnings) logger.event('warn', warning, { context: 'Config' });
  return app;
}
