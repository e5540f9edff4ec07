// Blog list benchmark (issue 11): the built API with 1,000 published posts in its embedded
// database, GET /getblogs (the full list, and one summary page) with autocannon at 50
// connections, next to a bare node:http server answering the same stored bytes; plus a plain 404
// against the bare server's 404, the cost of the middleware chain alone. Then the paged list with
// API_WORKERS=2 against 1, with autocannon and with wrk (Debian's package, installed where missing):
// on 2 cores autocannon costs almost as much CPU per request as the API, so only wrk, a C client
// at a fraction of that, measures what a second worker gives the API.
// Usage: npm run bench -w api   (builds first; BENCH_DURATION_S=10 by default)
import { spawn } from 'node:child_process';
import os from 'node:os';
import { API_PATHS, BLOG_TAGS } from '@brightwave/contracts';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { loadLine, startApi, startBareServer } from './api-process.mjs';
import { ensureCommand } from '../../scripts/debian-packages.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const POSTS = 1000;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;
/** Requests per second of the paged list with two API workers against one, on a 2-core machine. */
const TARGET_WORKERS_GAIN = 1.6;
const PAGE = `${API_PATHS.blogs}?page=1&limit=12&fields=summary`;
const MISSING = '/no-such-route';

/** A post like the editor writes one: a few headed paragraphs, about 3 KB of HTML. */
function post(i, now) {
  const paragraph = `<p>Part ${i}: how we plan, build and ship software with our clients, week by week, with <strong>clear</strong> milestones and honest demos. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)}</p>`;
  const content = `<h2>Post ${i}</h2>${paragraph.repeat(5)}`;
  const at = new Date(now - i * 3_600_000);
  const id = (n) => n.toString(16).padStart(24, '0');
  return {
    title: `Engineering notes ${i}`,
    content,
    excerpt: `Part ${i}: how we plan, build and ship software with our clients, week by week, with clear milestones…`,
    readingMinutes: 2,
    image: `/media/${id(2 * i + 1)}`,
    cardImage: `/media/${id(2 * i + 2)}`,
    tags: [BLOG_TAGS[i % BLOG_TAGS.length]],
    createdBy: id(0xabc),
    email: 'author@brightwave.example',
    authorName: 'Bench Author',
    likes: [],
    status: 'published',
    commentCount: i % 7,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

async function insertPosts(uri) {
  const connection = await mongoose.createConnection(uri).asPromise();
  const now = Date.now();
  await connection
    .collection('blogs')
    .insertMany(Array.from({ length: POSTS }, (_, i) => post(i, now)));
  await connection.close();
}

/** CPU `seconds` spent over `total` requests, as milliseconds per request. */
const perRequestMs = (seconds, total) => (seconds * 1000) / total;

/** autocannon against `url`; with `api`, also the CPU each request cost the API and the client. */
async function measure(url, api) {
  const clientBefore = process.cpuUsage();
  const apiBefore = api?.cpuSeconds();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const client = process.cpuUsage(clientBefore);
  const total = result.requests.total;
  return {
    clientMs: perRequestMs((client.user + client.system) / 1e6, total),
    apiMs: api && perRequestMs(api.cpuSeconds() - apiBefore, total),
    total,
    rate: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts,
  };
}

/** wrk's "1.23ms" / "850.00us" / "1.02s" as milliseconds. */
function wrkMs(value) {
  const [, number, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value) ?? [];
  if (!number) throw new Error(`wrk printed a latency this cannot read: ${value}`);
  return Number(number) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

/**
 * wrk (one thread, the same connections and duration) against `url`, with the CPU per request of
 * the API and of wrk (bash's `times` after it: its children's user and system seconds).
 */
async function measureWithWrk(url, api) {
  const apiBefore = api.cpuSeconds();
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', url];
  const child = spawn('bash', ['-c', 'wrk "$@" && times', 'wrk', ...args]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`wrk failed (exit code ${code}):\n${output}`);
  const apiSeconds = api.cpuSeconds() - apiBefore;
  const total = Number(/(\d+) requests in/.exec(output)[1]);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  // `times` prints the shell's own times, then its children's: "0m1.234s 0m0.567s".
  const children = output.trim().split('\n').at(-1).split(' ');
  const seconds = children.reduce((sum, time) => {
    const [, minutes, secs] = /^(\d+)m([\d.]+)s$/.exec(time);
    return sum + Number(minutes) * 60 + Number(secs);
  }, 0);
  return {
    clientMs: perRequestMs(seconds, total),
    apiMs: perRequestMs(apiSeconds, total),
    total,
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(output)[1]),
    failed: (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + non2xx,
  };
}

/** The paged list from an API with API_WORKERS=2 against `one` (a single process), in turn, with
 * each client; `missed` when wrk's gain (the client that leaves the API its cores) is under the
 * target. */
async function compareWorkers(one) {
  const two = await startApi({ API_WORKERS: '2' });
  try {
    await insertPosts(two.mongoUri);
    // Each worker loads its own list once before the clock starts.
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${two.url}${PAGE}`)));
    const lines = [];
    let missed = false;
    for (const [client, run] of [
      ['autocannon', measure],
      ['wrk', measureWithWrk],
    ]) {
      const single = await run(`${one.url}${PAGE}`, one);
      const double = await run(`${two.url}${PAGE}`, two);
      const gain = double.rate / single.rate;
      if (client === 'wrk' && gain < TARGET_WORKERS_GAIN) missed = true;
      // The client shares the cores: with c the client's and s the API's CPU per request, two
      // workers can at best reach cores / (s + c) requests per second, one worker 1 / s; the gain
      // target needs s ≥ 4c on 2 cores. `busy` is how many cores the two-worker run kept busy.
      const cores = os.availableParallelism();
      const ceiling = (cores * single.apiMs) / (single.apiMs + single.clientMs);
      const busy = (double.rate * (double.apiMs + double.clientMs)) / 1000;
      lines.push(
        `${PAGE} with API_WORKERS=2 against 1, ${client}: ${Math.round(double.rate)} against ${Math.round(single.rate)} req/s (${gain.toFixed(2)}x), p99 ${double.p99} against ${single.p99} ms${single.failed + double.failed ? `, ${single.failed + double.failed} requests failed` : ''}  target ≥ ${TARGET_WORKERS_GAIN}x: ${gain >= TARGET_WORKERS_GAIN ? 'met' : 'NOT met'}`,
        `  CPU per request: API ${single.apiMs.toFixed(3)} ms (one worker), ${double.apiMs.toFixed(3)} ms (two); ${client} ${single.clientMs.toFixed(3)} ms. With the client on the same ${cores} cores, two workers can reach at most ${ceiling.toFixed(2)}x of one worker that keeps a core busy; the two-worker run kept ${busy.toFixed(2)} of ${cores} cores busy.`,
      );
    }
    return { text: lines.join('\n'), missed };
  } finally {
    await two.stop();
  }
}

ensureCommand('wrk');
const api = await startApi();
let bare;
try {
  await insertPosts(api.mongoUri);
  // The full list last: its 3 MB answers keep the API busy a while after the run ends.
  const paths = [PAGE, MISSING, API_PATHS.blogs];
  const answers = {};
  for (const path of paths) {
    const response = await fetch(`${api.url}${path}`);
    answers[path] = { status: response.status, body: await response.text() };
  }
  if (JSON.parse(answers[API_PATHS.blogs].body).length !== POSTS) {
    throw new Error('The full list does not hold every inserted post.');
  }
  bare = await startBareServer(answers);

  const lines = [
    `GET /getblogs with ${POSTS} published posts, autocannon ${CONNECTIONS} connections, ${DURATION_S} s each; bare = node:http answering the same bytes`,
  ];
  let failed = 0;
  let missed = false;
  for (const path of paths) {
    const ours = await measure(`${api.url}${path}`);
    // Requests still queued in the API when the run ended must not slow the next measurement.
    await fetch(`${api.url}/health`);
    const theirs = await measure(`${bare.url}${path}`);
    failed += ours.failed;
    const ratio = ours.rate / theirs.rate;
    const bytes = Buffer.byteLength(answers[path].body);
    if (path === PAGE && !(ratio >= TARGET_RATIO && ours.p99 < TARGET_P99_MS)) missed = true;
    const target =
      path === PAGE
        ? `  target ≥ ${TARGET_RATIO * 100}% and p99 < ${TARGET_P99_MS} ms: ${ratio >= TARGET_RATIO && ours.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`
        : '';
    lines.push(
      `${path} (${answers[path].status}, ${bytes} bytes): API ${Math.round(ours.rate)} req/s p99 ${ours.p99} ms; bare ${Math.round(theirs.rate)} req/s p99 ${theirs.p99} ms; ratio ${(ratio * 100).toFixed(1)}%${ours.failed ? `, ${ours.failed} API requests failed` : ''}${target}`,
    );
  }
  const workers = await compareWorkers(api);
  lines.push(workers.text);
  lines.push(loadLine());
  console.log(lines.join('\n'));
  // A missed target counts in the exit code, as in every bench `npm run bench -w api` runs.
  if (failed > 0 || missed || workers.missed) process.exitCode = 1;
} finally {
  await bare?.stop();
  await api.stop();
}
