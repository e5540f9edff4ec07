import { MEDIA_MAX_BYTES } from '@brightwave/contracts';
import sharp from 'sharp';
import { bearer, createUser, type TestUser } from './accounts';
import { useTestApp } from './harness';
import { makeImage, makeJpegWithExif, makeLargePng } from './images';

// Image re-encoding takes a while on a loaded machine.
jest.setTimeout(30_000);

describe('media: uploads checked by their bytes, re-encoded, served from GridFS', () => {
  const ctx = useTestApp({ JWT_SECRET: 'm'.repeat(40) });
  let author: TestUser;

  beforeEach(async () => {
    author = await createUser(ctx.api, { author: true });
  });

  const upload = (file: Buffer, filename: string, contentType: string, token = author.token) =>
    ctx.api
      .http()
      .post('/media')
      .set('Authorization', bearer(token))
      .attach('image', file, { filename, contentType });

  /** The served image: status, headers and bytes. */
  async function fetchImage(url: string) {
    const res = await fetch(ctx.api.url + url);
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  }

  it('accepts a PNG named .jpg, stores it as WebP and serves it for a year', async () => {
    const res = await upload(await makeImage('png'), 'holiday.jpg', 'image/jpeg').expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[a-f\d]{24}$/),
      url: `/media/${res.body.id}`,
    });

    const image = await fetchImage(res.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 500 });

    const files = await ctx.api.connection.collection('media.files').find().toArray();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ metadata: { variant: 'inline', owner: author.user.id } });
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('accepts %s', async (format, type) => {
    const res = await upload(await makeImage(format), `x.${format}`, type).expect(201);
    const image = await fetchImage(res.body.url);
    expect((await sharp(image.body).metadata()).format).toBe('webp');
  });

  it('shrinks wide inline images to 1600 px, never enlarging small ones', async () => {
    const res = await upload(
      await makeImage('png', { width: 3000, height: 1000 }),
      'w.png',
      'image/png',
    ).expect(201);
    const meta = await sharp((await fetchImage(res.body.url)).body).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 533 });
  });

  it('strips EXIF (camera, copyright) from what it serves', async () => {
    const original = await makeJpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'photo.jpg', 'image/jpeg').expect(201);
    const served = (await fetchImage(res.body.url)).body;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.includes('Secret Owner')).toBe(false);
    expect(served.includes('SpyCam')).toBe(false);
  });

  it('refuses an HTML file named .png, and stores nothing', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(html, 'cat.png', 'image/png').expect(400);
    expect(res.body.message).toBe('Please choose an image: JPEG, PNG, WebP or GIF.');
    expect(await ctx.api.connection.collection('media.files').countDocuments()).toBe(0);
  });

  it('refuses an SVG and a PDF, whatever they claim to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await upload(svg, 'x.png', 'image/png').expect(400);
    await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'x.jpg', 'image/jpeg').expect(400);
  });

  it('refuses a file that starts like a GIF but is not one (a polyglot)', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from('<script>alert(1)</script>'.repeat(20)),
    ]);
    const res = await upload(polyglot, 'x.gif', 'image/gif').expect(400);
    expect(res.body.message).toBe('The image could not be read. Please choose another file.');
  });

  it('refuses a 6 MB image with 413', async () => {
    const big = await makeLargePng(6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(MEDIA_MAX_BYTES);
    const res = await upload(big, 'big.png', 'image/png').expect(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      message: 'The image is too large. The limit is 5 MB.',
    });
    expect(await ctx.api.connection.collection('media.files').countDocuments()).toBe(0);
  });

  it('asks for a file when none is sent, and for the right field', async () => {
    const none = await ctx.api
      .http()
      .post('/media')
      .set('Authorization', bearer(author.token))
      .field('x', 'y')
      .expect(400);
    expect(none.body.message).toBe('Please choose an image.');
    const wrong = await ctx.api
      .http()
      .post('/media')
      .set('Authorization', bearer(author.token))
      .attach('file', await makeImage(), 'a.png')
      .expect(400);
    expect(wrong.body.message).toBe('Send one file, in the field "image".');
  });

  it('refuses a second image in one upload', async () => {
    const png = await makeImage();
    const res = await ctx.api
      .http()
      .post('/media')
      .set('Authorization', bearer(author.token))
      .attach('image', png, 'a.png')
      .attach('image', png, 'b.png')
      .expect(400);
    expect(res.body.message).toBe('Send one file, in the field "image".');
    expect(await ctx.api.connection.collection('media.files').countDocuments()).toBe(0);
  });

  it.each([
    [
      'a body cut off mid-part',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    ],
    ['no boundary', 'multipart/form-data', 'anything'],
  ])('answers %s with 400 and says the upload could not be read', async (_name, type, body) => {
    const res = await ctx.api
      .http()
      .post('/media')
      .set('Authorization', bearer(author.token))
      .set('Content-Type', type)
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'bad_multipart',
      message: 'The upload could not be read. Please try again.',
    });
  });

  it('lets only authors and admins upload', async () => {
    const png = await makeImage();
    await ctx.api.http().post('/media').attach('image', png, 'a.png').expect(401);
    const reader = await createUser(ctx.api);
    await upload(png, 'a.png', 'image/png', reader.token).expect(403);
    const admin = await createUser(ctx.api, { admin: true });
    await upload(png, 'a.png', 'image/png', admin.token).expect(201);
  });

  it('answers a malformed id with 400 and an unknown one with 404, never 500', async () => {
    const malformed = await ctx.api.http().get('/media/not-an-id').expect(400);
    expect(malformed.body.message).toBe('This image address is not valid.');
    await ctx.api
      .http()
      .get(`/media/${'0'.repeat(23)}g`)
      .expect(400);
    const unknown = await ctx.api
      .http()
      .get(`/media/${'a'.repeat(24)}`)
      .expect(404);
    expect(unknown.body.message).toBe('This image does not exist.');
  });

  it('answers a repeated request with 304 when the browser has it', async () => {
    const res = await upload(await makeImage(), 'a.png', 'image/png').expect(201);
    const first = await ctx.api.http().get(res.body.url).expect(200);
    await ctx.api.http().get(res.body.url).set('If-None-Match', first.headers.etag!).expect(304);
  });
});
