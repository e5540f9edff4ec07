// Fixture builder for accounts: a real account made through the real endpoints, with roles set
// directly in the database (no endpoint grants them), signed in through POST /login.
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '@brightwave/contracts';
import type { TestApp } from './harness';

export interface TestUser {
  token: string;
  user: AuthUser;
  password: string;
}

export interface TestUserOptions {
  admin?: boolean;
  author?: boolean;
  email?: string;
  name?: string;
  password?: string;
}

export async function createUser(t: TestApp, options: TestUserOptions = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const email = options.email ?? `user-${suffix}@example.com`;
  const name = options.name ?? `User ${suffix}`;
  const password = options.password ?? `password-${suffix}`;
  await t
    .http()
    .post('/register')
    .send({ username: name, email, password, admin: false, author: false })
    .expect(201);
  if (options.admin || options.author) {
    await t.connection
      .collection('users')
      .updateOne(
        { email: email.toLowerCase() },
        { $set: { admin: options.admin ?? false, author: options.author ?? false } },
      );
  }
  const res = await t.http().post('/login').send({ email, password }).expect(200);
  return { ...(res.body as { token: string; user: AuthUser }), password };
}

/** `Authorization` header value for a token. */
export const bearer = (token: string) => `Bearer ${token}`;
