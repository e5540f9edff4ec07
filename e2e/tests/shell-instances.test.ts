import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { start as startDatabase, type EmbeddedMongo } from '@brightwave/embedded-mongo';
import { API_PATHS, type Blog } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { waitFor } from '../../api/test/wait-for';
import { callApi, postForm } from '../support/api-session';
import { launchChromium } from '../support/browser';
import { startApiRelay, type ApiRelay } from '../support/marketing';
import { startApi, startSite, type ApiProcess, type Site } from '../support/site';

// Issue 25: the shell's server keeps the pages it renders and serves them again until something
// they depend on changes, across several server instances. Two shell servers, each with an API
// instance of its own, on one database: a post written through one instance retires the page
// the other shell server keeps, within the version stamp's poll, as a visitor without scripts
// (who reads only what the server sent) sees in Chromium.

jest.setTimeout(120_000);

const ADMIN = { email: 'instances-admin@brightwave.example', password: 'instances-admin-2025' };
const BEFORE = 'Kept by two shell servers';
const AFTER = 'Rewritten through the other instance';

let db: EmbeddedMongo;
let dbPath: string;
let browser: Browser;
const relays: ApiRelay[] = [];
const apis: ApiProcess[] = [];
const sites: Site[] = [];

beforeAll(async () => {
  dbPath = await mkdtemp(path.join(os.tmpdir(), 'bw-shell-instances-'));
  db = await startDatabase({ port: 0, host: '127.0.0.1', dbPath });
  // Each site knows its API by a relay's fixed address, so the APIs can allow both sites.
  for (let i = 0; i < 2; i += 1) {
    const relay = await startApiRelay();
    relays.push(relay);
    sites.push(await startSite({ apiUrl: relay.url }));
  }
  const env = {
    MONGODB_URI: db.uri,
    MONGODB_DB_NAME: `bw_shells_${randomBytes(3).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SITE_ORIGINS: sites.map((site) => site.url).join(','),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // One after the other: the first creates the admin account, the second finds it.
  for (const relay of relays) {
    const api = await startApi(env);
    apis.push(api);
    relay.target = api.url;
  }
  browser = await launchChromium();
});

afterAll(async () => {
  // Each stage whatever the one before did, so no process outlives the file.
  await browser?.close().catch(() => {});
  await Promise.allSettled(sites.map((site) => site.close()));
  await Promise.allSettled(relays.map((relay) => relay.close()));
  await Promise.allSettled(apis.map((api) => api.stop()));
  await db?.stop();
  if (dbPath) await rm(dbPath, { recursive: true, force: true });
});

/** Calls API instance `i`. */
const call = <T>(i: number, route: string, init?: RequestInit & { token?: string }) =>
  callApi<T>({ api: apis[i]! }, route, init);

/**
 * The post's page as shell server `i` sends it, and whether it was kept: a page made for the
 * request goes out through Express, which adds an ETag; a kept page is sent as kept, without one.
 */
async function served(i: number, pathname: string) {
  const response = await fetch(sites[i]!.url + pathname);
  return { html: await response.text(), kept: !response.headers.has('etag') };
}

/** The post's heading as a visitor without scripts reads it from shell server `i`. */
async function headingWithoutScripts(i: number, pathname: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(sites[i]!.url + pathname);
    return await page.locator('main h1').textContent();
  } finally {
    await context.close();
  }
}

it('retires the page another shell server keeps when the post changes through another API instance', async () => {
  const { token } = await call<{ token: string }>(0, API_PATHS.login, {
    method: 'POST',
    body: JSON.stringify(ADMIN),
  });
  const cover = await makeImage('png', { width: 1200, height: 675 });
  const post = await call<Blog>(0, API_PATHS.createBlog, {
    method: 'POST',
    token,
    body: postForm(
      { title: BEFORE, content: '<p>Served twice, kept twice.</p>', tags: 'Technology' },
      cover,
    ),
  });
  const pathname = `/blogDetails/${post._id}`;

  // Each shell server renders the post, then sends the page it kept: the same bytes. (A page
  // made in the first second after the stamp moved, as the post's creation moved it, is not kept.)
  for (const i of [0, 1]) {
    const first = await served(i, pathname);
    expect(first).toEqual({ html: expect.stringContaining(BEFORE), kept: false });
    const kept = await waitFor(
      async () => {
        const again = await served(i, pathname);
        return again.kept && again;
      },
      { timeoutMs: 5_000, intervalMs: 200, what: `shell server ${i} sending a kept page` },
    );
    expect(kept.html).toBe(first.html);
    expect(await headingWithoutScripts(i, pathname)).toBe(BEFORE);
  }

  // Written through the first API instance; the second shell server reads the version stamp
  // through the second instance.
  await call<Blog>(0, API_PATHS.editBlog(post._id), {
    method: 'PUT',
    token,
    body: postForm({
      title: AFTER,
      content: '<p>Served twice, kept twice.</p>',
      tags: 'Technology',
    }),
  });
  // Each server sends the kept page until its next read of the stamp (PAGE_STAMP_POLL_MS, a
  // kept page served meanwhile for at most four polls), then the rewritten post.
  for (const i of [1, 0]) {
    await waitFor(async () => (await served(i, pathname)).html.includes(AFTER), {
      timeoutMs: 5_000,
      intervalMs: 100,
      what: `shell server ${i} sending the rewritten post`,
    });
    expect(await headingWithoutScripts(i, pathname)).toBe(AFTER);
  }
});
