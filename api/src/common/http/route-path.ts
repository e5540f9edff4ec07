/** Nest's route pattern for an API_PATHS builder: its `:id` placeholder where the builder would
 * encode one (`API_PATHS.blog(':id')` gives `/getblogs/%3Aid`). */
export function routeOf(path: (id: string) => string): string {
  return path(':id').replace('%3Aid', ':id');
}
