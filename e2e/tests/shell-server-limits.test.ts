// The shell's server under abuse from one address. It calls the API as a trusted caller
// (SITE_SERVER_SECRET) naming each visitor's address, so a flood of made-up post URLs spends the
// flooder's own allowance at the API, not the site's: other visitors' posts keep their title,
// share tags and first screen, and the canary guard's poll is answered. And its page cache is
// keyed by route, not by raw URL: 5,000 random URLs (unknown paths, queries, case and slash
// variants, posts that do not exist) leave the home page and a post in it.
import { randomBytes } from 'node:crypto';
import { API_PATHS, type Blog } from '@brightwave/contracts';
import {
  siteServerSecret,
  TRUSTED_CALLER_HEADER,
  VISITOR_ADDRESS_HEADER,
} from '@brightwave/site-registry/trusted-caller';
import { makeImage } from '../../api/test/images';
import { postForm } from '../support/api-session';
import { startApiRelay, type ApiRelay } from '../support/marketing';
import { startApi, startSite, type ApiProcess, type Site } from '../support/site';

const WRITER = { email: 'limits-writer@brightwave.example', password: 'limits-writer-pass-2025' };
const TITLE = 'A post other visitors still read whole';
const BODY = 'Its first screen is in the HTML.';
const FLOODER = '203.0.113.7';
const READER = '198.51.100.8';

let relay: ApiRelay;
let site: Site;
let api: ApiProcess;
let post: Blog;

beforeAll(async () => {
  relay = await startApiRelay();
  // One proxy in front of the shell's server: it reads the visitor from X-Forwarded-For.
  site = await startSite({ apiUrl: relay.url, env: { TRUST_PROXY: '1' } });
  api = await startApi({
    SITE_ORIGINS: site.url,
    SITE_URL: site.url,
    ADMIN_EMAIL: WRITER.email,
    ADMIN_PASSWORD: WRITER.password,
    // Small, so a flood reaches it quickly: 60 API calls a minute per address.
    RATE_LIMIT_MAX: '60',
  });
  relay.target = api.url;
  const login = await fetch(api.url + API_PATHS.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(WRITER),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(api.url + API_PATHS.createBlog, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: postForm(
      { title: TITLE, content: `<p>${BODY}</p>`, tags: 'Technology' },
      await makeImage('png', { width: 1400, height: 800 }),
    ),
  });
  expect(created.status).toBe(201);
  post = (await created.json()) as Blog;
});

afterAll(async () => {
  await site?.close();
  await relay?.close();
  await api?.stop();
});

/** A page as `visitor` gets it through the proxy. */
async function page(pathname: string, visitor: string) {
  const response = await fetch(site.url + pathname, {
    headers: { 'X-Forwarded-For': visitor, 'Accept-Encoding': 'identity' },
  });
  return {
    status: response.status,
    html: await response.text(),
    kept: response.headers.get('server-timing')?.includes('page-cache') ?? false,
  };
}

const randomId = () => randomBytes(12).toString('hex');

/** Runs `count` tasks, `width` at a time. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

it('leaves other visitors their whole post pages, and the canary poll its answers, during a flood of made-up post URLs', async () => {
  // Two API calls a page (its head and its render): well past the flooder's 60 a minute.
  await inParallel(150, 5, () => page(`/blogDetails/${randomId()}`, FLOODER));
  // The flooder has spent its own allowance at the API (the shell's server named it each time).
  const secret = { [TRUSTED_CALLER_HEADER]: siteServerSecret({ NODE_ENV: 'test' }) };
  const asFlooder = await fetch(relay.url + API_PATHS.blog(post._id), {
    headers: { ...secret, [VISITOR_ADDRESS_HEADER]: FLOODER },
  });
  expect(asFlooder.status).toBe(429);

  const read = await page(`/blogDetails/${post._id}`, READER);
  expect(read.status).toBe(200);
  expect(read.html).toContain(`<title>${TITLE}`);
  expect(read.html).toContain(`<meta property="og:title" content="${TITLE}`);
  expect(read.html).toContain(BODY); // the first screen
  // The canary guard's poll, as the shell's server makes it.
  const poll = await fetch(relay.url + API_PATHS.canaryVerdicts, { headers: secret });
  expect(poll.status).toBe(200);
});

it('keeps the home page and a post in its cache through 5,000 random URLs', async () => {
  const visitor = '192.0.2.10';
  const keptSoon = async (pathname: string) => {
    for (let i = 0; i < 20; i++) {
      if ((await page(pathname, visitor)).kept) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  };
  const postPath = `/blogDetails/${post._id}`;
  await expect(keptSoon('/')).resolves.toBe(true);
  await expect(keptSoon(postPath)).resolves.toBe(true);

  const variants = [
    (i: number) => `/x${i}`,
    (i: number) => `/${randomId()}/${i}`,
    (i: number) => `/?utm_source=${i}`,
    (i: number) => `/blogs?page=${i}`,
    () => `/blogDetails/${randomId()}`,
    (i: number) => (Math.floor(i / 6) % 2 ? '/BLOGS/' : `/Blogdetails/${post._id}/`),
  ];
  // Each from an address of its own: the API's per-address limit is not what is tested here.
  await inParallel(5_000, 8, (i) =>
    page(variants[i % variants.length]!(i), `10.9.${i >> 8}.${i & 255}`),
  );

  const home = await page('/', visitor);
  const again = await page(postPath, visitor);
  expect([home.kept, again.kept]).toEqual([true, true]);
  expect(again.html).toContain(`<title>${TITLE}`);
}, 300_000);
