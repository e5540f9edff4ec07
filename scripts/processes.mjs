// The child processes of `npm start` and `npm run dev`, stopped together. Ctrl-C in a terminal
// sends SIGINT to the whole process group, so the children usually see it as well; either way
// every child still running gets SIGTERM, and the script exits 0 once all of them are gone.
import { spawn } from 'node:child_process';

const STOP_TIMEOUT_MS = 10_000;

/**
 * @param {{ onUnexpectedExit?: (name: string, code: number | null, signal: string | null) => void }} [options]
 *   called when a child ends by itself (not while stopping, and not by Ctrl-C reaching it)
 */
export function createSupervisor({ onUnexpectedExit } = {}) {
  const children = new Set();
  let stopping;

  /** Spawns a child the supervisor owns; the arguments are those of child_process.spawn. */
  function start(name, command, args, options) {
    const child = spawn(command, args, options);
    children.add(child);
    child.once('exit', (code, signal) => {
      children.delete(child);
      const interrupted = signal === 'SIGINT' || signal === 'SIGTERM' || code === 130;
      if (!stopping && !interrupted) onUnexpectedExit?.(name, code, signal);
    });
    return child;
  }

  function stopChild(child) {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A child that ignores SIGTERM is not left behind holding its port.
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  /** Stops every child (once, however often it is asked) and resolves when all have exited. */
  function stopAll() {
    stopping ??= Promise.all([...children].map(stopChild)).then(() => undefined);
    return stopping;
  }

  return { start, stopAll };
}

/**
 * Runs `stop` on Ctrl-C (SIGINT) or SIGTERM, then exits with `code` (0: a requested stop is a
 * success). A second Ctrl-C while stopping exits at once.
 * @param {() => Promise<void>} stop
 */
export function stopOnSignals(stop, code = 0) {
  let stopping = false;
  const handle = () => {
    if (stopping) process.exit(code);
    stopping = true;
    void stop().then(() => process.exit(code));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
