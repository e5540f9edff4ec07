import cluster, { type Worker } from 'node:cluster';
import type { JsonLogger } from './common/logging/json-logger';
import type { AppConfig } from './config/configuration';
import { resolveDatabaseTarget } from './database/database-target';

/**
 * The primary process of API_WORKERS: it serves nothing itself but forks `http.workers` copies of
 * the API that share its port (node:cluster hands each connection to one of them), so every core
 * serves requests. Without MONGODB_URI it starts the one embedded database they all use (each
 * would otherwise start its own on the same port), and a local run's random JWT secret is made
 * once here so a token from one worker is good on the others.
 *
 * A worker that ends by itself is replaced, unless it never started listening (a configuration
 * or database problem every copy would hit): then the whole API stops with its exit code. On
 * SIGTERM or Ctrl-C every worker stops gracefully (graceful-stop.ts), then the database.
 */
export async function runWorkers(config: AppConfig, logger: JsonLogger): Promise<void> {
  const target = config.database.uri
    ? undefined
    : await resolveDatabaseTarget(config.database, logger);
  const env = {
    JWT_SECRET: config.auth.jwtSecret,
    ...(target && { EMBEDDED_MONGO_URI: target.uri }),
  };
  const listening = new WeakSet<Worker>();
  let stopping: Promise<void> | undefined;

  const allEnded = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve();
      };
      cluster.on('exit', check);
      check();
    });
  const stop = (signal: NodeJS.Signals, exitCode = 0) =>
    (stopping ??= (async () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      await allEnded();
      await target?.stop?.();
      logger.event('info', 'Every API worker has stopped.', { context: 'Shutdown' });
      process.exitCode = exitCode;
    })());

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listening.has(worker)) {
      logger.event('error', `An API worker failed to start (exit ${code ?? signal}).`, {
        context: 'Workers',
      });
      void stop('SIGTERM', code || 1);
      return;
    }
    logger.event('warn', `API worker ${worker.process.pid} ended (${signal ?? code}): replaced.`, {
      context: 'Workers',
    });
    cluster.fork(env);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));

  for (let i = 0; i < config.http.workers; i++) cluster.fork(env);
  logger.event('info', `Started ${config.http.workers} API workers (API_WORKERS).`, {
    context: 'Workers',
  });
}
