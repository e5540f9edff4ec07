// The blog posts the shell's server puts in a post's meta tags and in the sitemap, read from the
// API (GET /getblogs/{id}, GET /getblogs?fields=summary) with a short time limit and kept
// briefly, so a crawler walking the site costs the API one call per post per minute at most. When
// the API is down the pages keep their route's defaults and the sitemap its routes.
const { settleWithin } = require('./settle-within');

/** A small time-limited cache of promises (a failure is not kept). */
function createCache({ ttlMs, maxEntries = 500 }) {
  const entries = new Map();
  return (key, load) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
    const value = load();
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/**
 * @param {{ apiUrl: string, paths: { blogs: string, totalCountHeader: string, pageLimitMax: number,
 *   listPageSize: number },
 *   timeoutMs?: number, ttlMs?: number }} options
 */
function createBlogPosts({ apiUrl, paths, timeoutMs = 1_500, ttlMs = 60_000 }) {
  const cached = createCache({ ttlMs });

  async function getJson(url) {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const error = new Error(`HTTP ${response.status} from ${url}`);
      error.status = response.status;
      throw error;
    }
    return { body: await response.json(), headers: response.headers };
  }

  /** The published post, or undefined (no such post, a draft, or the API unreachable). */
  function post(id) {
    const url = `${apiUrl}${paths.blogs}/${encodeURIComponent(id)}`;
    return cached(`post ${id}`, () =>
      getJson(url).then(({ body }) => (body?.status === 'published' ? body : undefined)),
    ).catch(() => undefined);
  }

  /** Every published post's id and dates, page by page; [] when the API is unreachable. */
  function summaries() {
    return cached('summaries', async () => {
      const limit = paths.pageLimitMax;
      const all = [];
      for (let page = 1; ; page += 1) {
        const url = `${apiUrl}${paths.blogs}?fields=summary&page=${page}&limit=${limit}`;
        const { body, headers } = await getJson(url);
        if (!Array.isArray(body)) break;
        all.push(...body);
        const total = Number(headers.get(paths.totalCountHeader));
        if (body.length < limit || !(all.length < total)) break;
      }
      return all.filter((blog) => typeof blog?._id === 'string' && blog.status !== 'draft');
    }).catch(() => []);
  }

  /**
   * The request /blog makes first (its first page, as the list page asks for it: same URL, so a
   * preload of it is used) and that page's first cover as a card shows it, when the API answers
   * within `waitMs`.
   */
  async function firstListPage({ waitMs = 300 } = {}) {
    const url = `${apiUrl}${paths.blogs}?page=1&limit=${paths.listPageSize}&fields=summary`;
    const body = await settleWithin(
      cached('first list page', () => getJson(url).then((answer) => answer.body)).catch(() => {}),
      waitMs,
    );
    // A card shows the cover at card size when there is one (BlogCard: cardImage ?? image).
    const first = Array.isArray(body) ? body.find((blog) => blog?.cardImage || blog?.image) : {};
    const cover = first?.cardImage || first?.image;
    return { url, cover: cover && absolute(cover) };
  }

  /** An image path of the API (`/media/...`) as an absolute URL. */
  const absolute = (image) => (image ? new URL(image, `${apiUrl}/`).href : undefined);

  return { post, summaries, firstListPage, absolute };
}

module.exports = { createBlogPosts };
