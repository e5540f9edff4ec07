import { TEXTS } from '@brightwave/contracts';
import { useTestApp } from './harness';

describe('bad input gets a readable 4xx, never a 500', () => {
  const ctx = useTestApp();

  it('lists every missing field in one message with per-field codes', async () => {
    const res = await ctx.api.http().post('/send-email').send({}).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      message:
        'Please enter your name. Please enter your e-mail address. Please enter a subject. Please enter a message.',
      fields: {
        name: { code: 'required', message: 'Please enter your name.' },
        email: { code: 'required' },
        subject: { code: 'required' },
        message: { code: 'required' },
      },
    });
    expect(res.body.error).toBe(res.body.message);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ada",')
      .expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'malformed_json',
      message: TEXTS.api.malformedJson,
      error: TEXTS.api.malformedJson,
    });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers a JSON value that is not an object with 400', async () => {
    const res = await ctx.api.http().post('/send-email').send([1, 2]).expect(400);
    expect(res.body.message).toBe(TEXTS.api.bodyNotObject);
  });

  it('answers a body over 1 MB with 413 and says so', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .send({ name: 'Ada', message: 'x'.repeat(1024 * 1024 + 1) })
      .expect(413);
    expect(res.body).toMatchObject({
      statusCode: 413,
      code: 'payload_too_large',
      message: TEXTS.api.payloadTooLarge,
    });
  });

  it('treats a body of another type as missing fields', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(400);
    expect(res.body.fields.name.code).toBe('required');
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .set('Content-Type', 'application/json')
      .expect(400);
    expect(res.body.fields.name.code).toBe('required');
  });

  it('reads a urlencoded form like JSON', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .type('form')
      .send({ name: 'Ada', email: 'not-an-address' })
      .expect(400);
    expect(res.body.fields.name).toBeUndefined();
    expect(res.body.fields.email.code).toBeDefined();
  });

  it('answers a urlencoded body over 1 MB with 413 and says so', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .type('form')
      .send({ name: 'x'.repeat(1024 * 1024 + 1) })
      .expect(413);
    expect(res.body.message).toBe(TEXTS.api.payloadTooLarge);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('stores nothing for rejected input', async () => {
    await ctx.api.http().post('/send-email').send({ name: 'Ada' }).expect(400);
    expect(await ctx.api.connection.collection('contactmessages').countDocuments()).toBe(0);
  });
});
