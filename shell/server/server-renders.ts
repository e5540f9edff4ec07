// Pages a remote renders per request (a route's `render`: a post, the blog list's first page):
// the remote's server build, published with its files and named in its manifest
// (pageAssets[path].render, a file whose name carries its content's hash), is fetched once per
// release and run here; the shell's server gives it the API's answers the route declared and puts
// what it renders in the page. The shell names no page: what to fetch and what to draw are the
// remote's. (The remotes are the site's own code, as trusted as the shell: their browser code runs
// on every page already.)
import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { RenderedRoute, RenderRequest } from '@brightwave/web-kit/prerender';
import { settleWithin } from './settle-within';

/** A remote's server build's `renderRoute` (web-kit's prerender). */
type RenderRoute = (request: RenderRequest) => Promise<RenderedRoute | undefined>;

/** Node's own modules only: a remote's server build bundles everything else. */
function builtinRequire(id: string): unknown {
  if (!isBuiltin(id)) {
    throw new Error(`A remote's server build may only require Node's modules, not ${id}.`);
  }
  return process.getBuiltinModule(id);
}

/** Runs a CommonJS bundle's code and returns its exports. */
function evaluate(code: string, filename: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, builtinRequire, module, filename, '/');
  return module.exports;
}

/** Modules kept at once (a few releases of a few remotes); past that, the cache starts over. */
const KEPT = 20;

export type ServerRenders = ReturnType<typeof createServerRenders>;

export function createServerRenders({
  timeoutMs = 5_000,
  waitMs = 1_000,
}: { timeoutMs?: number; waitMs?: number } = {}) {
  /** Module URL -> its renderRoute (undefined: not to be had; asked for again later). */
  const modules = new Map<string, Promise<RenderRoute | undefined>>();

  function moduleAt(url: string): Promise<RenderRoute | undefined> {
    let loaded = modules.get(url);
    if (!loaded) {
      if (modules.size >= KEPT) modules.clear();
      loaded = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const render = evaluate(await response.text(), url).renderRoute;
          if (typeof render !== 'function') throw new Error('it exports no renderRoute');
          return render as RenderRoute;
        })
        .catch((error: unknown) => {
          console.error(`The server render ${url} could not be loaded:`, error);
          modules.delete(url);
          return undefined;
        });
      modules.set(url, loaded);
    }
    return loaded;
  }

  /**
   * The page the remote's module at `moduleUrl` renders for the request, or undefined (no such
   * module, it declined, it failed, or it is slow to come: the page is drawn by the browser).
   */
  async function render(moduleUrl: string, request: RenderRequest) {
    const renderRoute = await settleWithin(moduleAt(moduleUrl), waitMs);
    if (!renderRoute) return undefined;
    try {
      return await renderRoute(request);
    } catch (error) {
      // A bug in a page's server rendering costs the first screen, never the page.
      console.error(`${request.url} could not be rendered on the server:`, error);
      return undefined;
    }
  }

  /** Loads every module named in the manifests now (at startup, so no visitor waits for one). */
  function warm(remotes: readonly { pages?: Record<string, { render?: string }> }[]) {
    for (const remote of remotes) {
      for (const page of Object.values(remote.pages ?? {}))
        if (page.render) void moduleAt(page.render);
    }
  }

  return { render, warm };
}
