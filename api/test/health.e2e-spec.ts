import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { connect } from 'node:net';
import { DATABASE_TARGET, type DatabaseTarget } from '../src/database/database-target';
import { startTestApp, startTestDatabase, useTestApp } from './harness';

/** Whether something accepts TCP connections at a mongodb://host:port URI. */
function canConnect(uri: string): Promise<boolean> {
  const { hostname, port } = new URL(uri);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('health, request ids and the HTTP basics', () => {
  const ctx = useTestApp();

  it('answers liveness without touching the database', async () => {
    const res = await ctx.api.http().get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database answers', async () => {
    const res = await ctx.api.http().get('/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready', database: 'external' });
  });

  it('gives every request an id and keeps a well-formed one from the caller', async () => {
    const generated = await ctx.api.http().get('/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await ctx.api.http().get('/health').set('X-Request-Id', 'trace-42');
    expect(kept.headers['x-request-id']).toBe('trace-42');

    const replaced = await ctx.api.http().get('/health').set('X-Request-Id', 'bad id\u00e9');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with the one error shape', async () => {
    const res = await ctx.api.http().get('/no-such-page').set('X-Request-Id', 'r-404').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /no-such-page',
      error: 'Cannot GET /no-such-page',
      code: 'not_found',
      requestId: 'r-404',
    });
  });

  it('sets security headers and allows only the configured origins', async () => {
    const allowed = await ctx.api.http().get('/health').set('Origin', 'http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');

    const preflight = await ctx.api
      .http()
      .options('/editblog/abc')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['PUT', 'PATCH', 'DELETE']),
    );

    const other = await ctx.api.http().get('/health').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the helmet headers, letting other origins show what it serves', async () => {
    const res = await ctx.api.http().get('/health').expect(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const notFound = await ctx.api.http().get('/no-such-page').expect(404);
    expect(notFound.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers for clients that ask, and only those', async () => {
    const asked = await ctx.api
      .http()
      .get('/api/docs-json')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(Object.keys((asked.body as { paths: object }).paths).length).toBeGreaterThan(0);
    const plain = await ctx.api.http().get('/api/docs-json').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await ctx.api.http().get('/health').set('Accept-Encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the OpenAPI document listing the contact route', async () => {
    const res = await ctx.api.http().get('/api/docs-json').expect(200);
    const body = res.body as { paths: Record<string, unknown> };
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/send-email', '/health', '/health/ready']),
    );
    await ctx.api.http().get('/api/docs/').expect(200).expect('content-type', /html/);
    await ctx.api.http().get('/api/docs/swagger-ui.css').expect(200).expect('content-type', /css/);
  });
});

describe('without MONGODB_URI', () => {
  it('starts the embedded server under DATA_DIR and stops it on close', async () => {
    const api = await startTestApp(undefined, { EMBEDDED_MONGO_PORT: '0' });
    const { uri } = api.app.get<DatabaseTarget>(DATABASE_TARGET);
    try {
      const res = await api.http().get('/health/ready').expect(200);
      expect(res.body).toEqual({ status: 'ready', database: 'embedded' });
      expect(existsSync(path.join(api.config.database.dataDir, 'db'))).toBe(true);
      expect(await canConnect(uri)).toBe(true);
    } finally {
      await api.close();
    }
    expect(await canConnect(uri)).toBe(false);
  });

  it('says what to change when the embedded port is taken', async () => {
    const db = await startTestDatabase({ embedded: true });
    const { port } = new URL(db.uri);
    try {
      await expect(startTestApp(undefined, { EMBEDDED_MONGO_PORT: port })).rejects.toThrow(
        `Port ${port} for the embedded database is already in use`,
      );
    } finally {
      await db.dispose();
    }
  });
});
