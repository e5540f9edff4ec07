import { JSON_BODY_LIMIT_BYTES, TOTAL_COUNT_HEADER } from '@brightwave/contracts';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { json, urlencoded, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AllExceptionsFilter, sendError } from './common/errors/all-exceptions.filter';
import { REQUEST_ID_HEADER, requestIdMiddleware } from './common/http/request-id.middleware';
import { JsonLogger } from './common/logging/json-logger';
import type { AppConfig } from './config/configuration';
import { setupOpenApi } from './openapi';

const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface CreateAppOptions {
  /** Close cleanly on SIGTERM/SIGINT; off in tests, where many apps share one process. */
  shutdownHooks?: boolean;
  logger?: JsonLogger;
}

/** Builds the whole HTTP application; main.ts and the e2e harness both start it from here. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const logger = options.logger ?? new JsonLogger(config.log.level);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger),
    // Our own body parsers below carry the size limit; abortOnError off so a failed start
    // throws to the caller instead of exiting the process.
    { logger, bodyParser: false, abortOnError: false },
  );

  app.set('trust proxy', config.http.trustProxy);
  app.use(requestIdMiddleware(logger));
  // Images and files served here are shown by the site on other origins (ports 3000-3004, a
  // CDN), which helmet's default same-origin resource policy would block.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.enableCors({
    origin: config.http.corsOrigins,
    exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After', TOTAL_COUNT_HEADER],
  });
  // Small answers (errors, a summary page) go out as they are: below 1 KB gzip saves little and
  // costs more than it saves. compression() also skips types that do not compress (images).
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.use(json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use(urlencoded({ extended: false, limit: JSON_BODY_LIMIT_BYTES }));
  // Body-parser failures (malformed JSON, too large) happen before Nest's routing, so its
  // exception filter never sees them; this handler gives them the same body shape.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) =>
    sendError(res, error, logger),
  );
  app.useGlobalFilters(new AllExceptionsFilter(logger));

  setupOpenApi(app);

  if (options.shutdownHooks) app.enableShutdownHooks();
  for (const warning of config.warnings) logger.event('warn', warning, { context: 'Config' });
  return app;
}
