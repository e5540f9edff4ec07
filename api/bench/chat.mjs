// Chat benchmark (issue 13): starts the built API (embedded database, nothing else), reads the
// model's training time from its log, then measures reply latency of POST /api/chat with
// autocannon at 20 concurrent connections.
// Usage: npm run bench -w api   (builds first)
import autocannon from 'autocannon';
import { loadLine, startApi } from './api-process.mjs';

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
const trainingMs = api.logEntries().find((entry) => entry.trainingMs !== undefined)?.trainingMs;
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
      `Chat model training at startup: ${trainingMs} ms`,
      `POST /api/chat, ${CONNECTIONS} concurrent connections, ${DURATION_S} s: ${result.requests.total} replies (${Math.round(result.requests.average)}/s), ${failed} failed${failed > 0 ? ` (${JSON.stringify({ statuses: result.statusCodeStats, errors: result.errors, timeouts: result.timeouts })})` : ''}`,
      `Latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      modelLine,
      loadLine(),
    ].join('\n'),
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  await api.stop();
}
