// Chat benchmark: starts the built API (embedded database, nothing else) on free ports of
// 127.0.0.1, reads the model's training time from its log, then measures reply latency of
// POST /api/chat with autocannon at 20 concurrent connections.
// Usage: npm run bench -w api   (builds first)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
// A mix of what visitors ask: known intents, a typo, small talk and an off-topic question.
const MESSAGES = [
  'What services do you offer?',
  'how much would an app cost',
  'are you open on saturday',
  'tell me about carelink',
  'do you build websites',
  'wher is your ofice',
  'hello',
  'what is the weather like on mars',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bw-bench-chat-'));
  const child = spawn(process.execPath, [path.join(here, '../dist/main.js')], {
    env: {
      ...process.env,
      // Production mode requires a real MongoDB (MONGODB_URI); the bench uses the embedded one, so
      // it runs as a local run without demo accounts or sample posts.
      NODE_ENV: 'development',
      DEMO_ACCOUNTS: 'false',
      JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      // The benchmark is one client sending as fast as it can; the per-IP limit would stop it.
      CHAT_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited:\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The API did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const trained = output
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .find((entry) => entry?.trainingMs !== undefined);
  return {
    url,
    trainingMs: trained?.trainingMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The model alone, in this process: what the latency owes to NLP.js rather than to HTTP/DB. */
async function modelOnly() {
  const { ChatBot } = await import('../dist/chat/chat-bot.js');
  const { siteContent } = await import('../dist/chat/corpus/index.js');
  const bot = await ChatBot.train(siteContent, { threshold: 0.5, minCoverage: 0.5 });
  const times = [];
  for (let i = 0; i < 4000; i++) {
    const started = performance.now();
    await bot.respond(MESSAGES[i % MESSAGES.length]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.floor(q * (times.length - 1))].toFixed(2);
  return `Model alone (in process, 4000 messages): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

const modelLine = await modelOnly();
const api = await startApi();
try {
  let next = 0;
  const result = await autocannon({
    url: `${api.url}/api/chat`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ message: MESSAGES[next++ % MESSAGES.length] }),
        }),
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    [
      `Chat model training at startup: ${api.trainingMs} ms`,
      `POST /api/chat, ${CONNECTIONS} concurrent connections, ${DURATION_S} s: ${result.requests.total} replies (${Math.round(result.requests.average)}/s), ${failed} failed`,
      `Latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      modelLine,
      `Load average during the run: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    ].join('\n'),
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  await api.stop();
}
