import {
  API_PATHS,
  BLOG_TAGS,
  applicationStatus,
  chatRequestSchema,
  createBlogFieldsSchema,
  excerpt,
  loginResponseSchema,
  newReplyCreateSchema,
  parseWith,
  readingTimeMinutes,
  sessionUserSchema,
  updateBlogFieldsSchema,
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
    const result = parseWith(createBlogFieldsSchema, {
      title: 'T',
      content: '<p>x</p>',
      tags: 'Food, Travel,,Food',
    });
    expect(result.success && result.data.tags).toEqual(['Food', 'Travel']);
  });

  it('rejects a tag outside the fixed list', () => {
    const result = parseWith(createBlogFieldsSchema, { title: 'T', content: 'x', tags: ['Cars'] });
    expect(!result.success && result.error.message).toMatch(/^Tags must be chosen from/);
  });

  it('limits edited content to 5000 characters', () => {
    const long = { title: 'T', content: 'x'.repeat(5001) };
    expect(parseWith(createBlogFieldsSchema, long).success).toBe(true);
    const result = parseWith(updateBlogFieldsSchema, long);
    expect(!result.success && result.error.fields.content?.code).toBe('too_long');
  });
});

describe('other payloads', () => {
  it('validates ids in reply payloads', () => {
    const ok = parseWith(newReplyCreateSchema, { text: 'hi', blogId: 'a'.repeat(24) });
    expect(ok.success).toBe(true);
    const bad = parseWith(newReplyCreateSchema, { text: 'hi', blogId: 'x' });
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
  it('builds the spec paths and encodes ids', () => {
    expect(API_PATHS.blog('abc')).toBe('/getblogs/abc');
    expect(API_PATHS.replyLike('c1', 'r/2')).toBe('/api/comments/c1/replies/r%2F2/like');
    expect(API_PATHS.blogComments('b1')).toBe('/api/blogcomments/b1');
  });
});
