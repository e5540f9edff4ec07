// The OpenAPI page maps every route: served to developers, not in production unless asked.
import { startTestApp, startTestDatabase, type TestDatabase } from './harness';

/** Production needs a mail server; none is contacted here (nothing is mailed). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SITE_SERVER_SECRET: 'a-site-server-secret-of-32-characters-or-more',
};

describe('/api/docs', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase();
  });
  afterAll(() => db?.dispose());

  const docsStatus = async (env: Record<string, string>) => {
    const api = await startTestApp(db, env);
    try {
      const page = await api.http().get('/api/docs/');
      const json = await api.http().get('/api/docs-json');
      return [page.status, json.status];
    } finally {
      await api.close();
    }
  };

  it('is not served in production', async () => {
    expect(await docsStatus(PRODUCTION)).toEqual([404, 404]);
  });

  it('is served in production with API_DOCS=true', async () => {
    expect(await docsStatus({ ...PRODUCTION, API_DOCS: 'true' })).toEqual([200, 200]);
  });

  it('is served outside production', async () => {
    expect(await docsStatus({ NODE_ENV: 'test' })).toEqual([200, 200]);
  });
});
