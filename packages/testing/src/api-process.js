// The built API as a child process on free ports of 127.0.0.1, with its own embedded database in a
// temp folder: for the browser tests (through e2e/support/site.ts), the API's benchmarks and the
// shell's and Lighthouse benchmarks. Plain CommonJS so the .mjs benchmarks and the TypeScript tests
// share it.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * The ports Chromium refuses to load from (net::ERR_UNSAFE_PORT): the fetch standard's "bad ports"
 * and 10080. Measured against Debian's Chromium 156 by loading every port 1-65535; a server a test
 * page loads from must be on none of them.
 */
const CHROMIUM_UNSAFE_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6697, 10080,
]);

/** Listens on `port` of 127.0.0.1 (0: one the kernel picks); resolves with the server. */
function listenOn(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const close = (server) => new Promise((done) => server.close(() => done()));

/**
 * A port on 127.0.0.1 held (listened on) until `release`: no other process, nor an outgoing
 * connection's local port, takes it meanwhile. Release it just before the server that will use it
 * listens, when that comes some time after the port must be known (a URL other servers are given).
 * Never one Chromium refuses (a kernel whose ephemeral range starts low may hand one out): such a
 * port stays held while the kernel is asked again, so it is not handed out twice.
 * @returns {Promise<{ port: number, release: () => Promise<void> }>}
 */
async function reservePort() {
  const refused = [];
  try {
    for (;;) {
      const server = await listenOn(0);
      const { port } = server.address();
      if (!CHROMIUM_UNSAFE_PORTS.has(port)) return { port, release: () => close(server) };
      refused.push(server);
    }
  } finally {
    await Promise.all(refused.map(close));
  }
}

/** Ports freePort chooses from: below the ephemeral ranges of Linux (32768-60999) and others. */
const CHOSEN_PORTS = { from: 20_000, count: 12_000 };
/** The ports this process's freePort has handed out. */
const handedOut = new Set();

/** @param {number} port @returns {Promise<boolean>} whether a server can listen on it now */
function canListen(port) {
  return listenOn(port).then(
    (server) => close(server).then(() => true),
    () => false,
  );
}

/**
 * A port free on 127.0.0.1 right now, for a server started a moment later. It is chosen below the
 * kernel's ephemeral range: a port the kernel hands out (listening on port 0) is also what it
 * hands an outgoing connection as its local port, and under load one sometimes took it first.
 * @returns {Promise<number>}
 */
async function freePort() {
  for (;;) {
    const port = CHOSEN_PORTS.from + Math.floor(Math.random() * CHOSEN_PORTS.count);
    // Not one handed out already, whose server may not listen yet, nor one Chromium refuses.
    if (handedOut.has(port) || CHROMIUM_UNSAFE_PORTS.has(port) || !(await canListen(port))) {
      continue;
    }
    handedOut.add(port);
    return port;
  }
}

/**
 * Waits until `url` answers (2xx, or any status with `anyStatus`); throws with `output()` once
 * `child` exits, or kills it and throws after 60 s.
 * @param {string} url @param {import('node:child_process').ChildProcess} child
 * @param {() => string} output @param {boolean} [anyStatus]
 */
async function waitUntilReady(url, child, output, anyStatus = false) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The process exited early:\n${output()}`);
    const ready = await fetch(url).then(
      (response) => anyStatus || response.ok,
      () => false, // not listening yet
    );
    if (ready) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Not ready in 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @param {NodeJS.ProcessEnv} [extraEnv]
 * @returns {Promise<import('./api-process').ApiProcess>}
 */
async function startApi(extraEnv = {}) {
  // Its ports are free when chosen, but another process may take one before the API (a new Node
  // process) listens: then it exits with EADDRINUSE, and starts again on other ports.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startApiOnce(extraEnv);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/** One try of startApi. @param {NodeJS.ProcessEnv} extraEnv */
async function startApiOnce(extraEnv) {
  const main = path.join(repoRoot, 'api/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('The API is not built: run "npm run build -w api".');
  const port = await freePort();
  const embeddedPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-e2e-'));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Always its own embedded store, even when MONGODB_URI points the API tests at a MongoDB:
      // the demo data (DEMO_ACCOUNTS) is refused on any other database.
      MONGODB_URI: '',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: String(embeddedPort),
      LOG_LEVEL: 'warn',
      // One training per corpus for the whole run, as the API tests do (api/test/harness.ts).
      CHAT_MODEL_CACHE_DIR: path.join(repoRoot, 'node_modules/.cache/chat-models'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/health/ready`, child, () => output);
  return {
    url,
    dataDir,
    pid: child.pid,
    embeddedMongoUri: `mongodb://127.0.0.1:${embeddedPort}/brightwave`,
    exited,
    signal: (name) => child.kill(name),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        let timer;
        child.kill('SIGTERM');
        await Promise.race([
          exited,
          new Promise((resolve) => (timer = setTimeout(resolve, 10_000))),
        ]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = {
  CHROMIUM_UNSAFE_PORTS,
  canListen,
  freePort,
  reservePort,
  startApi,
  waitUntilReady,
};
