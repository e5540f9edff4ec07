// Waiting a little for something that may be slow (the API, a remote's manifest) while a page is
// being answered: the page goes out on time either way.

/** Resolves with `promise`'s value, or with undefined once `ms` have passed first. */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let cancel = () => {};
  const timeout = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel = () => clearTimeout(timer);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    cancel();
  }
}
