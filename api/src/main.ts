import cluster from 'node:cluster';
import { JsonLogger, logDestination } from './common/logging/json-logger';
import { createApp } from './app.factory';
import { loadConfig, startupFailureLine } from './config/configuration';
import { stopGracefully } from './graceful-stop';
import { runWorkers } from './workers';
import { OPENAPI_PATH } from './openapi';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = new JsonLogger(config.log.level, logDestination(config.env));
  if (config.http.workers > 1 && cluster.isPrimary) return runWorkers(config, logger);
  const app = await createApp(config, { logger });
  stopGracefully(app, config, logger);
  await app.listen(config.http.port, config.http.host);
  const base = `http://${config.http.host}:${config.http.port}`;
  const docs = config.http.docs
    ? `OpenAPI docs at ${base}/${OPENAPI_PATH}`
    : 'OpenAPI docs off: set API_DOCS=true to serve them';
  logger.event('info', `API listening on ${base} (${docs})`, { context: 'Bootstrap' });
}

bootstrap().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so this line is written by hand.
  process.stderr.write(`${startupFailureLine(error)}\n`);
  process.exit(1);
});
