// Polling for a condition, for tests that watch another process or a background job catch up.

/**
 * Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. The
 * default is generous: a background job on a 2-core machine running two test files, Chromium and
 * builds can take seconds, and waiting longer only slows a test that fails anyway.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 15_000, intervalMs = 25, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Waits, when needed, until at least `neededMs` of a rate limit's current window remain (at once
 * otherwise). The limits count in fixed windows that start at multiples of their length, so hits
 * sent across a window's start count in two windows and never reach the limit: a test that counts
 * up to one calls this first.
 */
export async function inOneWindow(windowMs: number, neededMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
