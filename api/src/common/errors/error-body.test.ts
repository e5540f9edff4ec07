import { TEXTS } from '@brightwave/contracts';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ApiError, RateLimitedError, isDatabaseUnavailable } from './api-error';
import { toErrorBody } from './error-body';

describe('toErrorBody', () => {
  it('keeps an ApiError as thrown, text in both message and error', () => {
    const body = toErrorBody(
      new ApiError(400, 'validation_failed', 'Please enter your name.', {
        name: { code: 'required', message: 'Please enter your name.' },
      }),
    );
    expect(body).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: 'Please enter your name.',
      error: 'Please enter your name.',
      fields: { name: { code: 'required', message: 'Please enter your name.' } },
    });
  });

  it('maps Nest HTTP exceptions with their message', () => {
    expect(toErrorBody(new NotFoundException('Blog not found.'))).toMatchObject({
      statusCode: 404,
      code: 'not_found',
      message: 'Blog not found.',
    });
    expect(toErrorBody(new BadRequestException(['a.', 'b.'])).message).toBe('a. b.');
  });

  it('maps database outages to 503', () => {
    const error = new Error('connect ECONNREFUSED');
    error.name = 'MongoServerSelectionError';
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: error }))).toBe(true);
    expect(toErrorBody(error)).toMatchObject({ statusCode: 503, code: 'database_unavailable' });
  });

  it('hides the details of unexpected errors', () => {
    expect(toErrorBody(new TypeError('x is undefined'))).toMatchObject({
      statusCode: 500,
      code: 'internal',
      message: TEXTS.api.internal,
    });
  });

  it('says how long to wait when rate limited', () => {
    const error = new RateLimitedError(30);
    expect(error.retryAfterSeconds).toBe(30);
    expect(toErrorBody(error).statusCode).toBe(429);
  });
});
