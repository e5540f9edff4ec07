import { BLOG_CONTENT_MAX, MEDIA_MAX_BYTES } from '@brightwave/contracts';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/errors/api-error';
import { MEDIA_TEXTS } from './image-processing';

/** The multipart field an image travels in (the spec's forms call it `image`). */
export const IMAGE_FIELD = 'image';

const parse = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MEDIA_MAX_BYTES,
    files: 1,
    fields: 20,
    // The content field carries a post's HTML; a little room for multipart overhead.
    fieldSize: BLOG_CONTENT_MAX + 1024,
  },
}).single(IMAGE_FIELD);

function toApiError(error: unknown): ApiError {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new ApiError(413, 'payload_too_large', MEDIA_TEXTS.tooLarge);
      case 'LIMIT_FIELD_VALUE':
        return new ApiError(413, 'payload_too_large', 'The content is too large.');
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new ApiError(
          400,
          'unexpected_file',
          `Send one file, in the field "${IMAGE_FIELD}".`,
        );
      default:
        return new ApiError(400, 'bad_multipart', error.message);
    }
  }
  // busboy's own complaints (a truncated or malformed body) are the client's too.
  return new ApiError(400, 'bad_multipart', 'The upload could not be read. Please try again.');
}

/**
 * Reads a multipart body into memory (one image of at most 5 MB in `image`, text fields beside
 * it): `req.file` and `req.body`. Other bodies pass through untouched.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      parse(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(toApiError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}
