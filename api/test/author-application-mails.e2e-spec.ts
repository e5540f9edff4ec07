import { bearer, createUser, type TestUser } from './accounts';
import { useTestApp, waitFor } from './harness';
import { mailText, TestSmtpServer } from './smtp';

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
      .send({ name: 'Grace Hopper', email: applicant.user.email, description: 'Compilers.' })
      .expect(201);
    const id = res.body.application._id as string;

    await decide(admin, 'accept', id);
    await decide(admin, 'reset', id);
    await decide(admin, 'accept', id);

    const subjects = () =>
      smtp.received
        .filter((m) => m.rcptTo.includes(applicant.user.email))
        .map((m) => m.headers.subject ?? '');
    await waitFor(() => subjects().length === 3, { what: 'three decision mails' });
    expect(subjects().filter((s) => s.includes('You are now an author'))).toHaveLength(2);
    expect(subjects().filter((s) => s.includes('under review again'))).toHaveLength(1);
  });

  it("goes to the account's own address in the company's words, none of the applicant's", async () => {
    smtp.received.length = 0;
    const admin = await createUser(ctx.api, { admin: true });
    const applicant = await createUser(ctx.api, { name: 'Acct Name 7q3' });
    // What the form lets anyone type: another person's address, and a "name" that is an advert.
    const typed = { name: 'Cheap pills at spam.example', email: 'victim@example.com' };
    const res = await ctx.api
      .http()
      .post('/api/save-data')
      .set('Authorization', bearer(applicant.token))
      .send({ ...typed, description: 'Visit spam.example now.' })
      .expect(201);
    await decide(admin, 'reject', res.body.application._id as string);

    const mail = await waitFor(
      () => smtp.received.find((m) => m.headers.subject?.includes('Your author application')),
      { what: 'the decision mail' },
    );
    expect(mail.rcptTo).toEqual([applicant.user.email]);
    const whole = `${mail.raw}\n${mailText(mail.raw)}`;
    for (const text of [typed.name, typed.email, 'spam.example', 'Acct Name 7q3']) {
      expect(whole).not.toContain(text);
    }
    expect(smtp.received.some((m) => m.rcptTo.includes(typed.email))).toBe(false);
  });
});
