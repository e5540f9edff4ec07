/**
 * The promise kept under `key`, or a new one from `load`, kept until it fails: a failure is
 * forgotten, so the next call (Retry) tries again.
 */
export function keptUntilFailure<T>(
  kept: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let promise = kept.get(key);
  if (!promise) {
    promise = load();
    kept.set(key, promise);
    promise.catch(() => kept.delete(key));
  }
  return promise;
}
