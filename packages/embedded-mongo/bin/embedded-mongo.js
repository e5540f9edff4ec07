#!/usr/bin/env node
// CLI: embedded-mongo --port 27018 --dbpath data/db [--host 127.0.0.1]
// Runs the compiled server (npm run build -w @brightwave/embedded-mongo) until SIGINT/SIGTERM.
'use strict';

const { start } = require('../dist/index.js');

function parseArgs(argv) {
  const options = { port: 27018, host: '127.0.0.1', dbPath: 'data/db' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--port') options.port = Number(value);
    else if (arg === '--host' || arg === '--bind_ip') options.host = value;
    else if (arg === '--dbpath') options.dbPath = value;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(
        'usage: embedded-mongo [--port 27018] [--host 127.0.0.1] [--dbpath data/db]\n',
      );
      process.exit(0);
    } else {
      process.stderr.write(`embedded-mongo: unknown argument ${arg}\n`);
      process.exit(2);
    }
    i++;
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    process.stderr.write('embedded-mongo: --port must be an integer between 0 and 65535\n');
    process.exit(2);
  }
  return options;
}

async function main() {
  const server = await start(parseArgs(process.argv.slice(2)));
  // The "listening" line is how scripts (and the crash tests) learn the port when --port 0.
  process.stdout.write(`embedded-mongo listening on ${server.uri}\n`);
  const stop = () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  process.stderr.write(
    `embedded-mongo: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
