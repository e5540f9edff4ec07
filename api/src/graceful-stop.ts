import cluster from 'node:cluster';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from './config/configuration';
import type { JsonLogger } from './common/logging/json-logger';
import { Readiness } from './health/readiness';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the instance on SIGTERM (or Ctrl-C) without failing anyone:
 * 1. /health/ready answers 503 while everything else is still served, for `shutdown.delayMs`, so
 *    a load balancer sends new requests elsewhere;
 * 2. it stops accepting connections and lets the requests in flight finish (each answer closes
 *    its keep-alive connection), for at most `shutdown.drainMs`; then the last are cut;
 * 3. the modules stop: the mail worker finishes the mail it is sending and claims no other (so no
 *    lease stays behind: another instance sends the rest at once), the caches stop polling, and
 *    the database connection closes last.
 * A second signal while stopping changes nothing (`npm start` sends SIGTERM after Ctrl-C's SIGINT).
 */
export function stopGracefully(app: NestFastifyApplication, config: AppConfig, logger: JsonLogger) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const { delayMs, drainMs } = config.shutdown;
    logger.event('info', `${signal}: stopping (not ready for ${delayMs} ms, then draining)`, {
      context: 'Shutdown',
    });
    app.get(Readiness).stop();
    await delay(delayMs);
    const fastify = app.getHttpAdapter().getInstance();
    const server = app.getHttpServer();
    const cut = setTimeout(() => server.closeAllConnections(), drainMs);
    // Fastify's close stops accepting, answers the requests in flight with `Connection: close`
    // and resolves once every connection has ended.
    await fastify.close();
    clearTimeout(cut);
    await app.close();
    // A worker of API_WORKERS stays alive while connected to its primary.
    cluster.worker?.disconnect();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        logger.event('error', 'Stopping failed', {
          context: 'Shutdown',
          error: (error as Error).message,
        });
        process.exit(1);
      });
    });
  }
}
