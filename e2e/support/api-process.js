// The built API as a child process on free ports of 127.0.0.1, with its own embedded database in a
// temp folder: for the browser tests (through site.ts) and the Lighthouse benchmark. Plain CommonJS
// so the .mjs benchmark and the TypeScript tests share it.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/** @returns {Promise<number>} a port free on 127.0.0.1 right now */
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

/**
 * @param {NodeJS.ProcessEnv} [extraEnv]
 * @returns {Promise<{ url: string, dataDir: string, stop(): Promise<void> }>}
 */
async function startApi(extraEnv = {}) {
  const main = path.join(repoRoot, 'api/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('The API is not built: run "npm run build -w api".');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-e2e-'));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/health/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not become ready in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        let timer;
        const exited = new Promise((resolve) => child.once('exit', resolve));
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

module.exports = { freePort, startApi };
