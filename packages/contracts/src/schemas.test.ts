import {
  API_PATHS,
  BLOG_TAGS,
  applicationStatus,
  chatRequestSchema,
  blogFieldsSchema,
  blogListQuerySchema,
  excerpt,
  htmlToText,
  isAllowedLinkUrl,
  missingForPublish,
  loginResponseSchema,
  discussionReplyCreateSchema,
  parseWith,
  readingTimeMinutes,
  sessionUserSchema,
} from './index';

describe('constants and helpers', () => {
  it('keeps the fixed tag list', () => {
    expect(BLOG_TAGS.join(', ')).toBe(
      'Technology, Travel, Food, Health, Fitness, Lifestyle, Education',
    );
  });

  it('computes reading time as words / 200 rounded up', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readingTimeMinutes('word '.repeat(201))).toBe(2);
  });

  it('cuts excerpts at 120 characters with an ellipsis', () => {
    expect(excerpt('a'.repeat(120))).toBe('a'.repeat(120));
    expect(excerpt('a'.repeat(121))).toBe(`${'a'.repeat(120)}...`);
  });

  it('derives an application status from its flags', () => {
    expect(applicationStatus({ accept: false, reject: false })).toBe('pending');
    expect(applicationStatus({ accept: true, reject: false })).toBe('accepted');
    expect(applicationStatus({ accept: false, reject: true })).toBe('rejected');
  });
});

describe('blog fields', () => {
  it('parses comma-joined tags, dropping blanks and duplicates', () => {
    const result = parseWith(blogFieldsSchema, {
      title: 'T',
      content: '<p>x</p>',
      tags: 'Food, Travel,,Food',
    });
    expect(result.success && result.data.tags).toEqual(['Food', 'Travel']);
    expect(result.success && result.data.status).toBe('published');
  });

  it('rejects a tag outside the fixed list and an unknown status', () => {
    const result = parseWith(blogFieldsSchema, { title: 'T', content: 'x', tags: ['Cars'] });
    expect(!result.success && result.error.message).toMatch(/^Tags must be chosen from/);
    const status = parseWith(blogFieldsSchema, { status: 'archived' });
    expect(!status.success && status.error.fields.status?.message).toBe(
      'The status must be draft or published.',
    );
  });

  it('limits content to 5000 characters of text, however much markup carries it', () => {
    const marked = `<p><strong>${'x'.repeat(5000)}</strong></p>`;
    expect(parseWith(blogFieldsSchema, { content: marked }).success).toBe(true);
    const result = parseWith(blogFieldsSchema, { content: `<p>${'x'.repeat(5001)}</p>` });
    expect(!result.success && result.error.fields.content?.message).toBe(
      'The content must be at most 5000 characters of text.',
    );
  });

  it('lets a draft lack everything and says what publishing lacks', () => {
    const draft = parseWith(blogFieldsSchema, { status: 'draft' });
    expect(draft.success && draft.data).toMatchObject({ title: '', content: '', tags: [] });
    expect(missingForPublish({ title: ' ', content: '<p> </p>', hasImage: false })).toEqual([
      'title',
      'content',
      'image',
    ]);
    expect(missingForPublish({ title: 'T', content: '<p>x</p>', hasImage: true })).toEqual([]);
  });

  it('reads list queries, refusing nonsense', () => {
    const ok = parseWith(blogListQuerySchema, { page: '2', limit: '12', fields: 'summary' });
    expect(ok.success && ok.data).toMatchObject({ page: 2, limit: 12, fields: 'summary' });
    const bad = parseWith(blogListQuerySchema, { limit: '500' });
    expect(!bad.success && bad.error.message).toBe('The limit must be at most 50.');
    expect(parseWith(blogListQuerySchema, { page: 'x' }).success).toBe(false);
  });
});

describe('blog text', () => {
  it('turns HTML into readable text', () => {
    expect(
      htmlToText('<h1>Title</h1><p>a <strong>b</strong>old&nbsp;&amp; &#x263A;<br>x</p>'),
    ).toBe('Title a bold & \u263a x');
  });

  it('allows only http, https and mailto links', () => {
    expect(isAllowedLinkUrl('https://example.com/a')).toBe(true);
    expect(isAllowedLinkUrl('mailto:a@b.co')).toBe(true);
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('/relative')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,x')).toBe(false);
  });
});

describe('other payloads', () => {
  it('validates ids in reply payloads', () => {
    const ok = parseWith(discussionReplyCreateSchema, { text: 'hi', blogId: 'a'.repeat(24) });
    expect(ok.success).toBe(true);
    const bad = parseWith(discussionReplyCreateSchema, { text: 'hi', blogId: 'x' });
    expect(!bad.success && bad.error.fields.blogId?.code).toBe('invalid_format');
  });

  it('refuses a blank chat message', () => {
    const result = parseWith(chatRequestSchema, { message: '  ' });
    expect(!result.success && result.error.message).toBe('Please type a message.');
  });

  it('describes the login answer and the stored session user', () => {
    const user = { id: '1', name: 'Ada', email: 'a@b.co', avatar: '', admin: false, author: true };
    expect(loginResponseSchema.safeParse({ token: 't', user }).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...user, token: 't' }).success).toBe(true);
    expect(sessionUserSchema.safeParse(user).success).toBe(false);
  });
});

describe('API_PATHS', () => {
  it('builds the public paths and encodes ids', () => {
    expect(API_PATHS.blog('abc')).toBe('/getblogs/abc');
    expect(API_PATHS.replyLike('c1', 'r/2')).toBe('/api/comments/c1/replies/r%2F2/like');
    expect(API_PATHS.discussionComments('b1')).toBe('/api/blogcomments/b1');
    expect(API_PATHS.mediaFile('m1')).toBe('/media/m1');
  });
});
