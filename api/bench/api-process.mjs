// The built API for the benchmarks (the shared helper, @brightwave/testing/api-process, with the
// bench's settings), a bare node:http server to compare with, and the CPU a process tree has used.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import apiProcess from '@brightwave/testing/api-process';

const { freePort, startApi: startBuiltApi, waitUntilReady } = apiProcess;
export { freePort };

/** The JSON lines the API logged (anything else skipped). */
function logEntries(output) {
  return output
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .filter(Boolean);
}

/**
 * The API with `env` on top of the bench defaults. Production mode requires a real MongoDB
 * (MONGODB_URI); the bench uses the embedded one, so it runs as a local run without demo accounts
 * or sample posts. The bench is one client sending as fast as it can, so the per-IP limits are
 * raised out of the way (counting still runs on every request).
 */
export async function startApi(env = {}) {
  const api = await startBuiltApi({
    NODE_ENV: 'development',
    DEMO_ACCOUNTS: 'false',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    CHAT_RATE_LIMIT_MAX: '100000000',
    ...env,
  });
  return {
    url: api.url,
    /** CPU seconds the API has used so far: its process and its workers (API_WORKERS). */
    cpuSeconds: () => processTreeCpuSeconds(api.pid),
    /** The embedded database the API started (database `brightwave`). */
    mongoUri: api.embeddedMongoUri,
    logEntries: () => logEntries(api.output()),
    stop: () => api.stop(),
  };
}

/**
 * A bare node:http server in its own process answering each path with fixed bytes
 * (`{ [path]: { status, body } }`, body as a string), for the "bare" side of a comparison.
 */
export async function startBareServer(answers) {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const answers = JSON.parse(require('node:fs').readFileSync(process.env.BARE_ANSWERS, 'utf8'));
    const bytes = Object.fromEntries(
      Object.entries(answers).map(([p, a]) => [p, { status: a.status, body: Buffer.from(a.body) }]),
    );
    http
      .createServer((req, res) => {
        const answer = bytes[req.url] ?? { status: 404, body: Buffer.from('{}') };
        res.writeHead(answer.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': answer.body.length,
        });
        res.end(answer.body);
      })
      .listen(${port}, '127.0.0.1');
  `;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-bench-bare-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BARE_ANSWERS: file },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, () => output, true);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CLOCK_TICKS_PER_S = 100; // Linux's USER_HZ

/** CPU seconds (user and system) of a process and its live descendants, from /proc (Linux). */
export function processTreeCpuSeconds(rootPid) {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // The command name (field 2) may hold spaces: the fields after its ")" are fixed.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [
          {
            pid: Number(pid),
            ppid: Number(fields[1]),
            ticks: Number(fields[11]) + Number(fields[12]),
          },
        ];
      } catch {
        return []; // exited meanwhile
      }
    });
  const tree = new Set([rootPid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const { pid, ppid } of processes) {
      if (tree.has(ppid) && !tree.has(pid)) grown = tree.add(pid) && true;
    }
  }
  const ticks = processes.filter(({ pid }) => tree.has(pid)).reduce((sum, p) => sum + p.ticks, 0);
  return ticks / CLOCK_TICKS_PER_S;
}

export function loadLine() {
  return `Load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`;
}
