import { z } from 'zod';
import {
  accountsSettings,
  authSettings,
  passwordHashingSettings,
} from '../accounts/accounts.settings';
import { httpSettings, logSettings, shutdownSettings, siteSettings } from '../app.settings';
import { chatSettings } from '../chat/chat.settings';
import { databaseSettings } from '../database/database.settings';
import { mailSettings } from '../mail/mail.settings';
import { rateLimitSettings } from '../rate-limit/rate-limit.settings';
import { canarySettings, vitalsSettings } from '../remote-errors/remote-errors.settings';
import { subscriptionsSettings } from '../subscriptions/subscriptions.settings';
import {
  ConfigError,
  invalidSettings,
  nodeEnv,
  type NodeEnv,
  type SettingsContext,
  type SettingsOf,
  type Source,
} from './settings';

export { ConfigError, DEFAULT_DATA_DIR } from './settings';

/**
 * Every module's settings, each validated by its own `<module>.settings.ts`. The order is the
 * order problems are found in: a production start missing several things is told the first.
 */
const MODULE_SETTINGS = [
  httpSettings,
  logSettings,
  shutdownSettings,
  authSettings,
  databaseSettings,
  accountsSettings,
  passwordHashingSettings,
  siteSettings,
  mailSettings,
  rateLimitSettings,
  subscriptionsSettings,
  canarySettings,
  vitalsSettings,
  chatSettings,
] as const;

type ModuleSettings = (typeof MODULE_SETTINGS)[number];

/** Every setting the API reads, grouped by the module that owns it (`config.mail.from`). */
export type AppConfig = { [S in ModuleSettings as S['name']]: SettingsOf<S> } & {
  env: NodeEnv;
  /** Things worth telling whoever starts the API, logged once the logger exists. */
  warnings: string[];
};

/**
 * The line written when the API cannot start. A configuration problem is the operator's to fix,
 * so it is one readable sentence without a stack trace; anything else keeps its stack.
 */
export function startupFailureLine(error: unknown, time = new Date()): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const stack = err instanceof ConfigError ? undefined : err.stack;
  return JSON.stringify({ time: time.toISOString(), level: 'error', msg: err.message, stack });
}

/** Reads and validates the environment once; throws ConfigError with every problem named. */
export function loadConfig(source: Source = process.env): AppConfig {
  const core = z.object({ NODE_ENV: nodeEnv }).safeParse(source);
  const parsed = MODULE_SETTINGS.map((settings) => settings.schema.safeParse(source));
  const errors = [core, ...parsed].flatMap((result) => (result.success ? [] : [result.error]));
  if (errors.length > 0 || !core.success) throw invalidSettings(errors);

  const context: SettingsContext = { source, warnings: [] };
  const sections = MODULE_SETTINGS.map((settings, i) => {
    // Each module's build reads the output of its own schema (parsed above, in the same order).
    const build = settings.build as (env: unknown, context: SettingsContext) => unknown;
    return [settings.name, build(parsed[i]!.data, context)];
  });
  return {
    env: core.data.NODE_ENV,
    ...(Object.fromEntries(sections) as Omit<AppConfig, 'env' | 'warnings'>),
    warnings: context.warnings,
  };
}
