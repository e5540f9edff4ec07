// The shell's server against a bare node:http server sending the same bytes (issue 25): the
// built site as `npm start` serves it (the shell's server in its own process, the remotes, the
// built API with the demo posts), each page fetched until the server keeps it, then autocannon at
// CONNECTIONS connections on /, /about, /blog and a post, shell and bare in turn, same run.
// Usage: npm run bench -w shell   (the script builds what is stale first, with the repository's
// build command; BENCH_DURATION_S=10 by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import registry from '@brightwave/site-registry/apps';
import { SERVER_DIST } from '@brightwave/build-output';
import { freePort, startApi } from '@brightwave/testing/api-process';

/** The shell's built server (its Node bundle), which serves the shell and every remote's dist. */
const SERVER = path.join(import.meta.dirname, '..', SERVER_DIST, 'server.js');

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = 0.5;

/** Resolves with `url`'s first answer (any status) once it answers, within 60 s. */
async function answering(url, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not answer within 60 s.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A Node process running `args`, stopped with SIGTERM. */
function child(args, env) {
  const proc = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    stop: async () => {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bare node:http server answering each path with the status, headers and bytes given. */
async function bareServer(answers) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-bench-pages-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const script = `
    const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    for (const a of Object.values(answers)) a.body = Buffer.from(a.body, 'base64');
    require('node:http')
      .createServer((req, res) => {
        const a = answers[req.url];
        if (!a) return res.writeHead(404).end();
        res.writeHead(a.status, { ...a.headers, 'content-length': a.body.length });
        res.end(a.body);
      })
      .listen(${port}, '127.0.0.1');`;
  const proc = child(['-e', script], process.env);
  const url = `http://127.0.0.1:${port}`;
  await answering(url, 'The bare server');
  return { url, stop: async () => (await proc.stop(), rmSync(dir, { recursive: true })) };
}

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rate: result.requests.average, p99: result.latency.p99, errors: result.errors };
}

const { serveApp } = createRequire(import.meta.url)(SERVER);
const shellPort = await freePort();
const shellUrl = `http://127.0.0.1:${shellPort}`;
const api = await startApi({ SITE_ORIGINS: shellUrl, DEMO_ACCOUNTS: 'true' });
const servers = [];
let shell;
let bare;
try {
  // The demo posts are written one by one at startup: wait until their number holds.
  let total = -1;
  for (let last = -2; total <= 0 || total !== last; await new Promise((r) => setTimeout(r, 2000))) {
    last = total;
    const response = await fetch(`${api.url}/getblogs?page=1&limit=1&fields=summary`);
    total = Number(response.headers.get('x-total-count'));
  }
  const [post] = await (await fetch(`${api.url}/getblogs?page=1&limit=1&fields=summary`)).json();
  const env = { ...process.env, SITE_ORIGINS: shellUrl, API_URL: api.url };
  for (const app of registry.remotes()) {
    const port = await freePort();
    env[registry.urlVar(app)] = `http://127.0.0.1:${port}`;
    servers.push(await serveApp({ app: app.dir, port, env }));
  }
  const shellApp = registry.findApp('shell');
  shell = child([SERVER, 'shell'], {
    ...env,
    [registry.portVar(shellApp)]: String(shellPort),
  });
  await answering(shellUrl, "The shell's server");

  const pages = ['/', '/about', '/blog', `/blogDetails/${post._id}`];
  // Each page as a returning visitor (one cohort) gets it, made and kept: asked until two
  // answers in a row are the same bytes (a page made in the second after a stamp moved is not kept).
  const cookie = 'bw_visitor=42';
  const answers = {};
  for (const page of pages) {
    let previous;
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(shellUrl + page, {
        headers: { cookie, 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await response.arrayBuffer());
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) =>
            !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(
              name,
            ),
        ),
      );
      const answer = { status: response.status, headers, body: body.toString('base64') };
      if (previous && previous.body === answer.body) break;
      previous = answer;
      await new Promise((r) => setTimeout(r, 600));
    }
    answers[page] = previous;
  }
  bare = await bareServer(answers);

  console.log(
    `Pages at ${CONNECTIONS} connections, ${DURATION_S} s each, shell then bare (same bytes), ` +
      `${os.cpus().length} cores; target: shell at least ${TARGET * 100}% of bare`,
  );
  const rows = [];
  for (const page of pages) {
    const shellRun = await measure(shellUrl + page, { cookie });
    const bareRun = await measure(bare.url + page);
    const ratio = shellRun.rate / bareRun.rate;
    rows.push({
      page: page.startsWith('/blogDetails/') ? '/blogDetails/{id}' : page,
      bytes: Buffer.from(answers[page].body, 'base64').length,
      'shell req/s': Math.round(shellRun.rate),
      'bare req/s': Math.round(bareRun.rate),
      'of bare': `${(ratio * 100).toFixed(1)}%`,
      'shell p99 ms': shellRun.p99,
      target: ratio >= TARGET ? 'met' : 'NOT met',
      errors: shellRun.errors + bareRun.errors,
    });
  }
  console.table(rows);
} finally {
  await bare?.stop();
  await shell?.stop();
  await Promise.all(servers.map((server) => server.close()));
  await api.stop();
}
