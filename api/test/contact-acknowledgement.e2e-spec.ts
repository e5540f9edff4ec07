// The acknowledgement goes to whatever address was typed: it must carry only the company's fixed
// text, and only a few a day per recipient, or the forms would be a relay for anyone's mail.
import { company } from '@brightwave/site-content';
import { ACKNOWLEDGEMENT } from '../src/contact/contact-mails';
import { startTestApp, useTestApp, waitFor, type TestApp } from './harness';
import { mailText, TestSmtpServer, type ReceivedMail } from './smtp';

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
const env = () => ({
  SMTP_URL: smtp.url,
  CONTACT_RATE_LIMIT_MAX: '100',
  CHAT_RATE_LIMIT_MAX: '100',
});
const ctx = useTestApp(env);
beforeEach(() => {
  smtp.received.length = 0;
});

const COMPANY_INBOX = company.emails.sales;
const MARKERS = { name: 'NameMarker4711', subject: 'SubjectMarker4712', body: 'BodyMarker4713' };
const VICTIM = 'victim@example.com';

const submit = (api: TestApp, path: string, body: object) =>
  api.http().post(path).send(body).expect(200);

const contactForm = (api: TestApp, fields: Record<string, string> = {}) =>
  submit(api, '/send-email', {
    name: `Eve ${MARKERS.name}`,
    email: VICTIM,
    subject: `Cheap pills ${MARKERS.subject}`,
    message: `Visit http://spam.example ${MARKERS.body}`,
    ...fields,
  });

const chatHandoff = (api: TestApp) =>
  submit(api, '/api/chat/handoff', {
    name: `Eve ${MARKERS.name}`,
    email: VICTIM,
    question: `Cheap pills ${MARKERS.subject}`,
    transcript: [{ sender: 'user', text: `Visit http://spam.example ${MARKERS.body}` }],
  });

const sentTo = (address: string) =>
  smtp.received.filter((m) => m.rcptTo.some((to) => to.toLowerCase() === address));
const acks = () => sentTo(VICTIM);
const notices = () => sentTo(COMPANY_INBOX);
const mailsArrived = (count: number) =>
  waitFor(() => smtp.received.length === count, { what: `${count} mails` });

function expectFixedAcknowledgement(ack: ReceivedMail | undefined): void {
  expect(ack?.headers.subject).toBe(ACKNOWLEDGEMENT.subject);
  expect(ack?.headers.to).toBe(VICTIM);
  const text = mailText(ack!.raw);
  for (const marker of Object.values(MARKERS)) expect(text).not.toContain(marker);
  expect(text).not.toContain('spam.example');
  expect(text).toContain(ACKNOWLEDGEMENT.text.replace(/\n/g, '\r\n'));
}

describe('the acknowledgement to the typed-in address', () => {
  it.each([
    ['the contact form', (api: TestApp) => contactForm(api)],
    ['the project inquiry form', (api: TestApp) => contactForm(api, { form: 'inquiry' })],
    ['the chat handoff', chatHandoff],
  ])('from %s carries only fixed text; the company notice keeps everything', async (_, send) => {
    await send(ctx.api);
    await mailsArrived(2);
    expectFixedAcknowledgement(acks()[0]);
    const [notice] = notices();
    for (const marker of Object.values(MARKERS)) expect(mailText(notice!.raw)).toContain(marker);
    expect(notice?.headers['reply-to']).toBe(`Eve ${MARKERS.name} <${VICTIM}>`);
  });
});

describe('acknowledgements per recipient and day', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp(ctx.db, env());
  });
  afterAll(() => second?.close());

  it('sends at most 3 to one address, counted across instances, however it is typed', async () => {
    // The same mailbox, typed four ways, through two API instances sharing the database.
    await contactForm(ctx.api, { email: 'Victim@Example.com' });
    await contactForm(second, { email: ' victim+1@example.com ' });
    await chatHandoff(ctx.api);
    await mailsArrived(6);
    expect(acks()).toHaveLength(2);
    expect(sentTo('victim+1@example.com')).toHaveLength(1);

    await contactForm(second);
    await waitFor(() => notices().length === 4, { what: 'the fourth notice' });
    // Give a fourth acknowledgement, were one queued, the time to arrive too.
    const outbox = ctx.api.connection.collection('mailoutbox');
    await waitFor(async () => (await outbox.countDocuments({ status: 'sent' })) === 7, {
      what: 'every queued mail sent',
    });
    expect(await outbox.countDocuments()).toBe(7);
    expect(notices()).toHaveLength(4);
    expect(acks().length + sentTo('victim+1@example.com').length).toBe(3);
    const leads = ctx.api.connection.collection('contactmessages');
    expect(await leads.countDocuments()).toBe(4);
    expect(await leads.countDocuments({ noAcknowledgement: true })).toBe(1);

    // Another address has its own allowance.
    await contactForm(ctx.api, { email: 'someone@example.com' });
    await waitFor(() => sentTo('someone@example.com').length === 1, {
      what: 'its acknowledgement',
    });
  });
});
