// `npm run create-admin -- --email admin@example.com --password '...'`: creates that account as
// an enabled admin, or makes an existing account one, sets its password and ends its sessions.
import { createConnection } from 'node:net';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { PASSWORD_MIN } from '@brightwave/contracts';
import { AppModule } from '../app.module';
import { JsonLogger } from '../common/logging/json-logger';
import { loadConfig } from '../config/configuration';
import { AccountsBootstrap } from '../accounts/accounts-bootstrap.service';
import { normalizeEmail } from '../common/text/email';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email === undefined ? undefined : normalizeEmail(values.email);
  const password = values.password;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || !password || password.length < PASSWORD_MIN) {
    throw new Error(
      `Usage: npm run create-admin -- --email <address> --password <at least ${PASSWORD_MIN} characters>`,
    );
  }
  const config = loadConfig();
  config.warnings = [];
  config.accounts = { ...config.accounts, admin: undefined, demoAccounts: false };
  // A running local API already serves the embedded database: use it rather than start another.
  if (!config.database.uri && (await portOpen(config.database.embeddedPort))) {
    config.database.uri = `mongodb://127.0.0.1:${config.database.embeddedPort}`;
  }
  const logger = new JsonLogger('warn');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), {
    logger,
    abortOnError: false,
  });
  try {
    const outcome = await app
      .get(AccountsBootstrap)
      .ensureAdmin(email, password, { setPassword: true });
    process.stdout.write(`Admin account ${email}: ${outcome}.\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
