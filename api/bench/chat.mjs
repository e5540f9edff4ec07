// Chat benchmark (issues 13, 26 and 44): the evaluation set (chat-eval/questions.json, its tune,
// development and held-out parts) asked over HTTP and scored; then starts the built API (embedded
// database, nothing else) behind one trusted proxy hop, reads the model's training time from its
// log, then has 20 visitors, each from their own address (X-Forwarded-For), ask the assistant at
// once. Every visitor alternates a chat message with GET /health on the same connection, so both
// are measured by one client in one run, under the same load; the reply's median and 99th
// percentile are compared with /health's.
// Usage: npm run bench -w api   (builds first; BENCH_DURATION_S=15 by default)
import http from 'node:http';
import { loadLine, startApi } from './api-process.mjs';
import { PARTS, evaluate, questions, report } from './chat-eval.mjs';

const VISITORS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
/** A reply may take this many times as long as /health: at the median, and at the 99th percentile. */
const TARGET_MEDIAN_RATIO = 2;
const TARGET_P99_RATIO = 3;
// What visitors ask: every question of the evaluation set, so the latency is that of the real mix
// (facts, situations, typos, off-topic), each visitor starting at another question. Most are the
// visitors' questions the model learned from, read by every rule as new ones are.
const MESSAGES = Object.keys(PARTS).flatMap((part) => questions[part].map((item) => item.question));

/** The model alone, in this process: what the latency owes to NLP.js rather than to HTTP/DB. */
async function modelOnly() {
  const { ChatBot } = await import('../dist/chat/chat-bot.js');
  const { siteContent } = await import('../dist/chat/corpus/index.js');
  const bot = await ChatBot.train(siteContent, { threshold: 0.5, minCoverage: 0.5 });
  const times = [];
  for (let i = 0; i < MESSAGES.length; i++) {
    const started = performance.now();
    await bot.respond(MESSAGES[i % MESSAGES.length]);
    times.push(performance.now() - started);
  }
  return `Model alone (in process, ${MESSAGES.length} messages, each worked out once): p50 ${at(times, 0.5).toFixed(2)} ms, p99 ${at(times, 0.99).toFixed(2)} ms`;
}

/**
 * The same evaluation with the calibrator on (CHAT_CALIBRATED=true), in this process: what the
 * assistant answers when it answers only what the calibrator finds likely right.
 */
async function calibratedEvaluation() {
  const { ChatBot } = await import('../dist/chat/chat-bot.js');
  const { siteContent } = await import('../dist/chat/corpus/index.js');
  const bot = await ChatBot.train(siteContent, {
    threshold: 0.5,
    minCoverage: 0.5,
    calibrated: true,
  });
  const lines = [];
  for (const [part, name] of Object.entries(PARTS)) {
    const result = await evaluate(questions[part], (message, context) =>
      bot.respond(message, context),
    );
    lines.push(...report(`Calibrated, ${name.toLowerCase()}`, result).lines);
  }
  return lines;
}

function at(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))];
}

/** One request on a kept-alive connection; resolves to its duration in ms. */
function timed(agent, url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${method} ${url} answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A visitor: one connection, one address, asking and checking /health in turn until `until`. */
async function visitor(index, base, until, results) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const address = `198.51.100.${index + 1}`;
  let turn = index;
  while (performance.now() < until) {
    const message = MESSAGES[turn++ % MESSAGES.length];
    const body = JSON.stringify({ message });
    results.chat.push(
      await timed(agent, `${base}/api/chat`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': address,
        },
      }),
    );
    results.health.push(
      await timed(agent, `${base}/health`, { headers: { 'x-forwarded-for': address } }),
    );
  }
  agent.destroy();
}

const modelLine = await modelOnly();
const api = await startApi({ TRUST_PROXY: '1', CHAT_RATE_LIMIT_MAX: '100000000' });
const trainingMs = api.logEntries().find((entry) => entry.trainingMs !== undefined)?.trainingMs;
/** One question to the API, as the chat panel asks it. */
async function ask(base, message, context) {
  const response = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250' },
    body: JSON.stringify(context ? { message, context } : { message }),
  });
  if (!response.ok) throw new Error(`POST /api/chat answered ${response.status}`);
  return response.json();
}

let evaluationOk = true;
try {
  const evaluation = [];
  for (const [part, name] of Object.entries(PARTS)) {
    const result = await evaluate(questions[part], (message, context) =>
      ask(api.url, message, context),
    );
    const { ok, lines } = report(name, result);
    evaluationOk &&= ok;
    evaluation.push(...lines);
    if (process.env.BENCH_MISSES) evaluation.push(...result.misses.map((miss) => `    ${miss}`));
  }
  evaluation.push(...(await calibratedEvaluation()));
  console.log(evaluation.join('\n'));
  // Warm up (JIT, connections), then measure.
  await Promise.all(
    Array.from({ length: VISITORS }, (_, i) =>
      visitor(i, api.url, performance.now() + 2000, { chat: [], health: [] }),
    ),
  );
  const results = { chat: [], health: [] };
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, (_, i) => visitor(i, api.url, until, results)),
  );
  const figures = (times) => ({ p50: at(times, 0.5), p99: at(times, 0.99) });
  const chat = figures(results.chat);
  const health = figures(results.health);
  const medianRatio = chat.p50 / health.p50;
  const p99Ratio = chat.p99 / health.p99;
  const row = (label, value, target) =>
    `${label.padEnd(22)} ${value.toFixed(2).padStart(6)}x   target <= ${target}x   ${value <= target ? 'ok' : 'MISSED'}`;
  console.log(
    [
      `Chat model training at startup: ${trainingMs} ms (before the API reports ready; retraining runs in the background)`,
      `${VISITORS} visitors (own X-Forwarded-For each), ${DURATION_S} s: ${results.chat.length} replies and ${results.health.length} /health answers`,
      `POST /api/chat: p50 ${chat.p50.toFixed(2)} ms, p99 ${chat.p99.toFixed(2)} ms`,
      `GET /health:    p50 ${health.p50.toFixed(2)} ms, p99 ${health.p99.toFixed(2)} ms`,
      row('Reply / health, p50', medianRatio, TARGET_MEDIAN_RATIO),
      row('Reply / health, p99', p99Ratio, TARGET_P99_RATIO),
      modelLine,
      loadLine(),
    ].join('\n'),
  );
  if (!evaluationOk || medianRatio > TARGET_MEDIAN_RATIO || p99Ratio > TARGET_P99_RATIO) {
    process.exitCode = 1;
  }
} finally {
  await api.stop();
}
