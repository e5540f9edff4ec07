// Ctrl-C on `npm start` and `npm run dev` stops every child process and exits 0. The scripts run
// as a terminal runs them: in a process group of their own, which Ctrl-C signals as a whole.
// The global setup has built everything, so `npm start` finds nothing stale and starts at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { canListen } from '@brightwave/testing/api-process';
import { freePort, repoRoot } from '../support/site';

const PORT_VARS = ['SHELL_PORT', 'MARKETING_PORT', 'BLOG_PORT', 'ADMIN_PORT', 'CHAT_PORT'];

interface Run {
  child: ChildProcess;
  output: () => string;
  ports: Record<string, number>;
}

async function launch(script: string, args: string[], dataDir: string): Promise<Run> {
  const ports: Record<string, number> = {};
  for (const name of [...PORT_VARS, 'PORT']) ports[name] = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    detached: true, // its own process group, as in a terminal
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      API_PORT: String(ports.PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: '0',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, ports };
}

/** Polls until `url` answers 200; fails with the script's output if it exits first. */
async function served(run: Run, url: string, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (run.child.exitCode !== null) {
      throw new Error(`The script exited (${run.child.exitCode}):\n${run.output()}`);
    }
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} never answered 200:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl-C: SIGINT to the whole group. Resolves with the script's exit code. */
async function interrupt(run: Run): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => run.child.once('exit', resolve));
  process.kill(-run.child.pid!, 'SIGINT');
  return exited;
}

function groupIsEmpty(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

describe('Ctrl-C on the run scripts', () => {
  let dataDir: string;
  let run: Run | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-ctrl-c-'));
  });
  afterEach(async () => {
    // Should a test fail midway, nothing it started outlives it.
    if (run && !groupIsEmpty(run.child.pid!)) process.kill(-run.child.pid!, 'SIGKILL');
    run = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function expectAllStopped(current: Run, ports: number[]) {
    expect(await interrupt(current)).toBe(0);
    expect(groupIsEmpty(current.child.pid!)).toBe(true);
    for (const port of ports) expect(await canListen(port)).toBe(true);
  }

  it('npm start: serves the site, then stops the API and every server and exits 0', async () => {
    run = await launch('start.mjs', [], dataDir);
    await served(run, `http://127.0.0.1:${run.ports.PORT}/health/ready`);
    await served(run, `http://127.0.0.1:${run.ports.SHELL_PORT}/`);
    await served(run, `http://127.0.0.1:${run.ports.CHAT_PORT}/mf-manifest.json`);
    await expectAllStopped(run, Object.values(run.ports));
  });

  it('npm run dev: stops the dev server, the API and its watchers and exits 0', async () => {
    // One remote keeps it quick; every app runs the same way.
    run = await launch('dev.mjs', ['mfe-chat'], dataDir);
    await served(run, `http://127.0.0.1:${run.ports.PORT}/health`);
    await served(run, `http://127.0.0.1:${run.ports.CHAT_PORT}/mf-manifest.json`);
    await expectAllStopped(run, [run.ports.PORT!, run.ports.CHAT_PORT!]);
  });
});
