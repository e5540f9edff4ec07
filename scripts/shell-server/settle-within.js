// Waiting a little for something that may be slow (the API, a remote's manifest) while a page is
// being answered: the page goes out on time either way.

/**
 * Resolves with `promise`'s value, or with undefined once `ms` have passed first.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T | undefined>}
 */
async function settleWithin(promise, ms) {
  let timer;
  try {
    return await Promise.race([
      promise,
      new Promise((resolve) => (timer = setTimeout(resolve, ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

module.exports = { settleWithin };
