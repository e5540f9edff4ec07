// Pages a remote renders per request (a route's `render`: a post, the blog list's first page):
// the remote's server build, published with its files and named in its manifest
// (pageAssets[path].render, a file whose name carries its content's hash), is loaded once per
// release and run here; the shell's server gives it the API's answers the route declared and puts
// what it renders in the page. The shell names no page: what to fetch and what to draw are the
// remote's.
// Loading: the federation package's Node script loader (render-worker.ts), in worker threads, so
// a render that throws, hangs or loops never stalls the shell's server: each task has a time
// limit (a render 3 s, a load at startup 30 s), past which its worker is terminated and
// replaced, and the page is drawn by the browser (a log line says so). A module is loaded only from a remote's origin (the
// site's config, as the Content-Security-Policy lists them).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedRoute, RenderRequest } from '@brightwave/web-kit/prerender';
import type { NewTask, WorkerAnswer, WorkerTask } from './render-worker';
import { onOrigins } from './server-build-origin';

/** The worker's file, built beside the server's bundle (shell/dist-server). */
const WORKER_FILE = path.join(__dirname, 'render-worker.js');

type Task = {
  task: WorkerTask;
  limitMs: number;
  settle: (answer: WorkerAnswer | undefined) => void;
};

/** A few worker threads, each running one task at a time, each task within its limit. */
function createWorkerPool({ size, file }: { size: number; file: string }) {
  const idle: Worker[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let count = 0;
  let closed = false;

  function spawn() {
    const worker = new Worker(file);
    worker.unref();
    count += 1;
    worker.once('exit', () => {
      count -= 1;
      const index = idle.indexOf(worker);
      if (index !== -1) idle.splice(index, 1);
    });
    return worker;
  }

  function run(worker: Worker, { task, limitMs, settle }: Task) {
    const finish = (answer: WorkerAnswer | undefined) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      settle(answer);
    };
    const onMessage = (answer: WorkerAnswer) => {
      if (answer.id !== task.id) return;
      finish(answer);
      idle.push(worker);
      next();
    };
    const onError = (error: Error) => {
      finish({ id: task.id, error: String(error) });
      next();
    };
    const timer = setTimeout(() => {
      finish({ id: task.id, error: `no answer within ${limitMs} ms (its worker is replaced)` });
      void worker.terminate();
      next();
    }, limitMs);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(task);
  }

  function next() {
    if (closed) return;
    while (queue.length) {
      const worker = idle.pop() ?? (count < size ? spawn() : undefined);
      if (!worker) return;
      run(worker, queue.shift()!);
    }
  }

  function submit(task: NewTask, limitMs: number): Promise<WorkerAnswer | undefined> {
    return new Promise((settle) => {
      if (closed) return settle(undefined);
      queue.push({ task: { ...task, id: nextId++ }, limitMs, settle });
      next();
    });
  }

  async function close() {
    closed = true;
    for (const { settle } of queue.splice(0)) settle(undefined);
    await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
  }

  return { submit, close };
}

export type ServerRenders = ReturnType<typeof createServerRenders>;

export function createServerRenders({
  allowedOrigins,
  timeoutMs = 3_000,
  loadTimeoutMs = 30_000,
  workers = 2,
  workerFile = WORKER_FILE,
}: {
  /** The remotes' origins (site.config.json's): a module elsewhere is not loaded. */
  allowedOrigins: readonly string[];
  /** The limit of a render (a first screen waits that long at most; it includes a first load). */
  timeoutMs?: number;
  /** The limit of a module's load at startup (warm), which no visitor waits for. */
  loadTimeoutMs?: number;
  workers?: number;
  workerFile?: string;
}) {
  const pool = createWorkerPool({ size: workers, file: workerFile });
  const onRemoteOrigin = onOrigins(allowedOrigins);

  /** Whether a module's URL is on one of the remotes' origins (else a log line says why not). */
  function allowed(url: string): boolean {
    if (onRemoteOrigin(url)) return true;
    console.error(`The server render ${url} is not loaded: it is not on a remote's origin.`);
    return false;
  }

  /**
   * The page the remote's module at `moduleUrl` renders for the request, or undefined (no such
   * module, it declined, it failed, or it is slow: the page is drawn by the browser).
   */
  async function render(
    moduleUrl: string,
    request: RenderRequest,
  ): Promise<RenderedRoute | undefined> {
    if (!allowed(moduleUrl)) return undefined;
    const answer = await pool.submit({ kind: 'render', url: moduleUrl, request }, timeoutMs);
    if (answer?.error) {
      // A bug in a page's server rendering costs the first screen, never the page.
      console.error(
        `${request.url} could not be rendered on the server (${moduleUrl}):`,
        answer.error,
      );
    }
    return answer?.rendered;
  }

  /** Loads every module named in the manifests now (at startup, so no visitor waits for one). */
  function warm(remotes: readonly { pages?: Record<string, { render?: string }> }[]) {
    for (const remote of remotes) {
      for (const page of Object.values(remote.pages ?? {})) {
        if (page.render && allowed(page.render)) {
          void pool.submit({ kind: 'load', url: page.render }, loadTimeoutMs).then((answer) => {
            if (answer?.error) {
              console.error(`The server render ${page.render} could not be loaded:`, answer.error);
            }
          });
        }
      }
    }
  }

  return { render, warm, close: pool.close };
}
