/** Nest's route pattern for an API_PATHS builder: a `:name` placeholder for each of its ids, where
 * the builder would encode one (`API_PATHS.blog(':id')` gives `/getblogs/%3Aid`). */
export function routeOf<Names extends string[]>(
  path: (...ids: Names) => string,
  ...names: Names
): string;
export function routeOf(path: (id: string) => string): string;
export function routeOf(path: (...ids: string[]) => string, ...names: string[]): string {
  const params = names.length > 0 ? names : ['id'];
  return params.reduce(
    (route, name) => route.replace(encodeURIComponent(`:${name}`), `:${name}`),
    path(...params.map((name) => `:${name}`)),
  );
}
