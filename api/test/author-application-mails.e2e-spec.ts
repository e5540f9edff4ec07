import { bearer, createUser, type TestUser } from './accounts';
import { useTestApp, waitFor } from './harness';
import { TestSmtpServer } from './smtp';

describe('author application decision mails', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({ SMTP_URL: smtp.url, SITE_URL: 'https://site.example' }));

  const decide = (admin: TestUser, action: string, id: string) =>
    ctx.api
      .http()
      .patch(`/api/${action}/${id}`)
      .set('Authorization', bearer(admin.token))
      .set('Content-Type', 'application/json')
      .send()
      .expect(200);

  it('mails every decision, even a second one of the same outcome', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    const applicant = await createUser(ctx.api);
    const res = await ctx.api
      .http()
      .post('/api/save-data')
      .set('Authorization', bearer(applicant.token))
      .send({ name: 'Grace Hopper', email: 'grace@example.com', description: 'Compilers.' })
      .expect(201);
    const id = res.body.application._id as string;

    await decide(admin, 'accept', id);
    await decide(admin, 'reset', id);
    await decide(admin, 'accept', id);

    const subjects = () =>
      smtp.received
        .filter((m) => m.rcptTo.includes('grace@example.com'))
        .map((m) => m.headers.subject ?? '');
    await waitFor(() => subjects().length === 3, { what: 'three decision mails' });
    expect(subjects().filter((s) => s.includes('You are now an author'))).toHaveLength(2);
    expect(subjects().filter((s) => s.includes('under review again'))).toHaveLength(1);
  });
});
