import { routeKey, validRoutes as wellFormedRoutes, type RouteInfo } from '@brightwave/web-kit';
import { matchRoute } from './route-match';

/** Loads one remote's route list (its routes.json data); rejects when the remote is down. */
export type LoadRouteList = (remote: string) => Promise<RouteInfo[]>;

/** One route of the site: a route of a remote's list that no earlier remote claimed. */
export interface SiteRoute {
  remote: string;
  route: RouteInfo;
}

/** Where a remote's list stands: not asked yet, on its way, failed last we tried, or loaded. */
type ListState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; routes: RouteInfo[] };

/** Keeps the well-formed entries of a list the shell received; says what it dropped. */
export function validRoutes(remote: string, value: unknown): RouteInfo[] {
  if (!Array.isArray(value)) throw new Error(`${remote} published no route list`);
  return wellFormedRoutes(value, (item) =>
    console.error(`Ignoring a malformed route of ${remote}:`, item),
  );
}

/**
 * The site's routes as the remotes declare them, learnt at runtime. All lists are fetched at once;
 * a remote's routes join the site once every remote before it (in site.config.json order) has
 * answered, so a path a route already claims shows at once and a slow remote holds up only the
 * paths it could own. A list that failed to load is fetched again on the next `discover` (the
 * next navigation to a path nobody claims, or Retry).
 */
export class RouteCatalog {
  private readonly states = new Map<string, ListState>();
  private readonly joined = new Set<string>();
  private site: readonly SiteRoute[] = [];
  /** Route key to the remote that owns it: the first remote in config order that claimed it. */
  private readonly owners = new Map<string, string>();
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    /** Remote names in site.config.json order. */
    private readonly remotes: readonly string[],
    private readonly loadList: LoadRouteList,
  ) {}

  private state(remote: string): ListState {
    return this.states.get(remote) ?? { status: 'idle' };
  }

  /** Fetches every list not loaded yet (again, for one that failed). Never rejects. */
  discover(): Promise<void> {
    return Promise.all(
      this.remotes.map(async (remote) => {
        const { status } = this.state(remote);
        if (status === 'loaded' || status === 'loading') return;
        this.update(remote, { status: 'loading' });
        try {
          this.update(remote, { status: 'loaded', routes: await this.loadList(remote) });
        } catch (error) {
          console.error(`The route list of ${remote} could not be loaded:`, error);
          this.update(remote, { status: 'failed' });
        }
      }),
    ).then(() => undefined);
  }

  private update(remote: string, state: ListState) {
    this.states.set(remote, state);
    // The remotes whose earlier remotes have all answered join the site, in config order.
    for (const name of this.remotes) {
      const current = this.state(name);
      if (current.status === 'idle' || current.status === 'loading') break;
      if (current.status === 'loaded' && !this.joined.has(name)) {
        this.joined.add(name);
        const claimed = this.claim(name, current.routes);
        this.site = [...this.site, ...claimed.map((route) => ({ remote: name, route }))];
      }
    }
    this.version += 1;
    for (const listener of this.listeners) listener();
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

  /** The site's routes known so far (a new array whenever they change). */
  readonly routes = (): readonly SiteRoute[] => this.site;

  /** Whether a known route claims `path`: then it shows without waiting for anyone. */
  claims(path: string): boolean {
    return this.site.some(({ route }) => matchRoute(route.path, path) !== undefined);
  }

  /** Whether some list has not answered yet: a path nobody claims may still be theirs. */
  waiting(): boolean {
    return this.remotes.some((remote) => {
      const { status } = this.state(remote);
      return status === 'idle' || status === 'loading';
    });
  }

  /** Remotes whose route list could not be loaded, last we tried. */
  failedRemotes(): readonly string[] {
    return this.remotes.filter((remote) => this.state(remote).status === 'failed');
  }

  /** For useSyncExternalStore: changes whenever anything above does. */
  readonly snapshot = (): number => this.version;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
