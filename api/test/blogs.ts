// Fixture builders for blogs: posts made through the real endpoint, and many signed-in users at
// once (stored directly, tokens issued by the API's own service: 100 logins would be throttled).
import { randomBytes } from 'node:crypto';
import type { AuthUser, Blog } from '@brightwave/contracts';
import { TokensService } from '../src/accounts/auth/tokens.service';
import { UsersRepository } from '../src/accounts/users.repository';
import { bearer, type TestUser } from './accounts';
import type { Response } from 'supertest';
import type { TestApp } from './harness';
import { makeImage } from './images';

export interface BlogInput {
  title?: string;
  content?: string;
  tags?: string;
  status?: 'draft' | 'published';
  /** false: no cover. */
  cover?: Buffer | false;
  email?: string;
}

/** POST /createblog as `author`, expecting `status`; returns the response. */
export async function postBlog(
  t: TestApp,
  author: TestUser,
  input: BlogInput = {},
  status = 201,
): Promise<Response> {
  const req = t.http().post('/createblog').set('Authorization', bearer(author.token));
  const fields = {
    title: input.title ?? 'A post',
    content: input.content ?? '<p>Some words worth reading.</p>',
    tags: input.tags ?? 'Technology',
    ...(input.status ? { status: input.status } : {}),
    ...(input.email ? { email: input.email } : {}),
  };
  for (const [key, value] of Object.entries(fields)) void req.field(key, value);
  if (input.cover !== false) {
    void req.attach('image', input.cover ?? (await makeImage('png')), 'cover.png');
  }
  return req.expect(status);
}

/** A published (or draft) blog, created through the API. */
export async function createBlog(
  t: TestApp,
  author: TestUser,
  input: BlogInput = {},
): Promise<Blog> {
  return (await postBlog(t, author, input)).body as Blog;
}

/** `count` signed-in readers, stored at once. */
export async function manyUsers(t: TestApp, count: number): Promise<TestUser[]> {
  const users = t.app.get(UsersRepository);
  const tokens = t.app.get(TokensService);
  const prefix = randomBytes(3).toString('hex');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const stored = await users.create({
        name: `Reader ${i}`,
        email: `reader-${prefix}-${i}@example.com`,
        passwordHash: 'not-a-real-hash',
      });
      const user: AuthUser = {
        id: String(stored._id),
        name: stored.name,
        email: stored.email,
        avatar: '',
        admin: false,
        author: false,
      };
      return { token: await tokens.issue(stored), user, password: '' };
    }),
  );
}
