import { BLOG_CONTENT_MAX, MEDIA_MAX_BYTES } from '@brightwave/contracts';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/errors/api-error';
import { MEDIA_TEXTS } from './image-processing';

/** The multipart field an image travels in (the spec's forms call it `image`). */
export const IMAGE_FIELD = 'image';

/** A request the interceptor has read: the image's bytes when one came in `image`. */
export type ImageUploadRequest = FastifyRequest & { image?: Buffer };

const LIMITS = {
  fileSize: MEDIA_MAX_BYTES,
  files: 1,
  fields: 20,
  // The content field carries a post's HTML; a little room for multipart overhead.
  fieldSize: BLOG_CONTENT_MAX + 1024,
};

const tooLarge = () => new ApiError(413, 'payload_too_large', MEDIA_TEXTS.tooLarge);
const contentTooLarge = () => new ApiError(413, 'payload_too_large', 'The content is too large.');
const unexpectedFile = () =>
  new ApiError(400, 'unexpected_file', `Send one file, in the field "${IMAGE_FIELD}".`);

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: unknown } | undefined)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return unexpectedFile();
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(400, 'bad_multipart', 'Too many fields.');
    default:
      // busboy's own complaints (a truncated or malformed body) are the client's too.
      return new ApiError(400, 'bad_multipart', 'The upload could not be read. Please try again.');
  }
}

/** Reads the parts: text fields into an object (a repeated name into a list), the image into
 * memory; anything else is refused. */
async function readParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string | string[]>; image?: Buffer }> {
  const fields: Record<string, string | string[]> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts({ limits: LIMITS })) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD || image) {
        part.file.resume();
        throw unexpectedFile();
      }
      image = await part.toBuffer();
      continue;
    }
    if (part.valueTruncated) throw contentTooLarge();
    const value = String(part.value);
    const before = fields[part.fieldname];
    fields[part.fieldname] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return { fields, image };
}

/**
 * Reads a multipart body (one image of at most 5 MB in `image`, text fields beside it) into
 * `request.image` and `request.body`. Other bodies pass through untouched.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<ImageUploadRequest>();
    if (request.isMultipart()) {
      const { fields, image } = await readParts(request).catch((error: unknown) => {
        throw toApiError(error);
      });
      request.body = fields;
      request.image = image;
    }
    return next.handle();
  }
}
