// A worker thread of server-renders.ts: loads remotes' server builds with the federation
// package's Node script loader (loadScriptNode of @module-federation/enhanced/runtime: it fetches
// a CommonJS file over HTTP and evaluates it) and runs their renderRoute (the server has checked
// the URL's origin). Built into
// shell/dist-server/render-worker.js beside the server; the server terminates a worker whose
// render passes its time limit (a page that loops for ever costs that worker, never the server).
import { parentPort } from 'node:worker_threads';
import { loadScriptNode } from '@module-federation/enhanced/runtime';
import type { RenderedRoute, RenderRequest } from '@brightwave/web-kit/prerender';

type RenderRoute = (request: RenderRequest) => Promise<RenderedRoute | undefined>;

/** What the server asks of a worker: to load a module, or to render a page with it. */
export type NewTask =
  { kind: 'load'; url: string } | { kind: 'render'; url: string; request: RenderRequest };
export type WorkerTask = NewTask & { id: number };
export type WorkerAnswer = { id: number; rendered?: RenderedRoute; error?: string };

/** Module URL -> its renderRoute; a failure is forgotten, so the next render asks again. */
const modules = new Map<string, Promise<RenderRoute>>();

function moduleAt(url: string): Promise<RenderRoute> {
  let loaded = modules.get(url);
  if (!loaded) {
    // It resolves with the module's exports (its type says void). Its fetch has no time limit of
    // its own: the server's limit on every task covers it.
    const exports = loadScriptNode(url, {
      attrs: { name: `server-render:${url}` },
    }) as Promise<unknown>;
    loaded = exports.then((exported) => {
      const render = (exported as { renderRoute?: unknown } | undefined)?.renderRoute;
      if (typeof render !== 'function') throw new Error('it exports no renderRoute');
      return render as RenderRoute;
    });
    modules.set(url, loaded);
    loaded.catch(() => modules.delete(url));
  }
  return loaded;
}

parentPort?.on('message', (task: WorkerTask) => {
  const done = moduleAt(task.url).then((render) =>
    task.kind === 'render' ? render(task.request) : undefined,
  );
  done.then(
    (rendered) => parentPort?.postMessage({ id: task.id, rendered } satisfies WorkerAnswer),
    (error: unknown) =>
      parentPort?.postMessage({ id: task.id, error: String(error) } satisfies WorkerAnswer),
  );
});
