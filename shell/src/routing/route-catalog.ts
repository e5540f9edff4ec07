import { matchPath } from '@brightwave/web-kit/router';
import { routeKey, type RouteAccess, type RouteInfo } from '@brightwave/web-kit';

/** Loads one remote's route list (its routes.json data); rejects when the remote is down. */
export type LoadRouteList = (remote: string) => Promise<RouteInfo[]>;

/** Adds routes to the router (react-router's `patch`). */
export type PatchRoutes<R> = (routes: R[]) => void;

const ACCESS: RouteAccess[] = ['public', 'user', 'admin'];

/** Keeps the well-formed entries of a list the shell received; says what it dropped. */
export function validRoutes(remote: string, value: unknown): RouteInfo[] {
  if (!Array.isArray(value)) throw new Error(`${remote} published no route list`);
  return value.filter((item: Partial<RouteInfo> | null): item is RouteInfo => {
    const ok =
      typeof item?.path === 'string' &&
      item.path.startsWith('/') &&
      typeof item.title === 'string' &&
      typeof item.description === 'string' &&
      ACCESS.includes(item.access as RouteAccess);
    if (!ok) console.error(`Ignoring a malformed route of ${remote}:`, item);
    return ok;
  });
}

/**
 * The site's routes as the remotes declare them, learnt at runtime. All lists are fetched at once;
 * a path is settled as soon as the remotes before its owner (in site.config.json order) have
 * answered, so a slow remote holds up only the paths it could own. A list that failed to load is
 * fetched again on the next navigation (or Retry).
 */
export class RouteCatalog<R> {
  private readonly lists = new Map<string, Promise<RouteInfo[] | null>>();
  private readonly patched = new Set<string>();
  /** Route key to the remote that owns it: the first remote in config order that claimed it. */
  private readonly owners = new Map<string, string>();
  private failed: readonly string[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    /** Remote names in site.config.json order. */
    private readonly remotes: readonly string[],
    private readonly loadList: LoadRouteList,
    private readonly toRoutes: (remote: string, routes: RouteInfo[]) => R[],
  ) {}

  private list(remote: string): Promise<RouteInfo[] | null> {
    let list = this.lists.get(remote);
    if (!list) {
      list = this.loadList(remote).then(
        (routes) => {
          this.setFailed(remote, false);
          return routes;
        },
        (error: unknown) => {
          console.error(`The route list of ${remote} could not be loaded:`, error);
          this.lists.delete(remote);
          this.setFailed(remote, true);
          return null;
        },
      );
      this.lists.set(remote, list);
    }
    return list;
  }

  /**
   * Adds to the router the routes of every remote up to the one that claims `path` (for
   * react-router's patchRoutesOnNavigation). Never rejects: what is missing shows as not found,
   * or as "Loading chunk failed" while a remote's list is missing (see `failedRemotes`).
   */
  async discover(path: string, patch: PatchRoutes<R>): Promise<void> {
    const lists = this.remotes.map((remote) => this.list(remote));
    for (const [index, remote] of this.remotes.entries()) {
      const routes = await lists[index];
      if (!routes) continue;
      if (!this.patched.has(remote)) {
        this.patched.add(remote);
        patch(this.toRoutes(remote, this.claim(remote, routes)));
      }
      if (routes.some((route) => matchPath(route.path, path))) return;
    }
  }

  /** The routes of `remote` that no earlier remote claimed; a clash is reported, first one wins. */
  private claim(remote: string, routes: RouteInfo[]): RouteInfo[] {
    return routes.filter((route) => {
      const key = routeKey(route.path);
      const owner = this.owners.get(key);
      if (owner && owner !== remote) {
        console.warn(
          `Route clash: ${route.path} is claimed by ${owner} and ${remote}; ${owner} serves it.`,
        );
        return false;
      }
      if (owner) return false;
      this.owners.set(key, remote);
      return true;
    });
  }

  /** Remotes whose route list could not be loaded, last we tried. */
  readonly failedRemotes = (): readonly string[] => this.failed;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setFailed(remote: string, failed: boolean) {
    if (this.failed.includes(remote) === failed) return;
    this.failed = failed ? [...this.failed, remote] : this.failed.filter((r) => r !== remote);
    for (const listener of this.listeners) listener();
  }
}
