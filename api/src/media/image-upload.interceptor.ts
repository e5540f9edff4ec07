import { BLOG_CONTENT_MAX, MEDIA_MAX_BYTES, TEXTS } from '@brightwave/contracts';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/errors/api-error';

/** The multipart field an image travels in (`image`, in every form that uploads one). */
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

const tooLarge = () => new ApiError(413, 'payload_too_large', TEXTS.media.tooLarge);
const contentTooLarge = () => new ApiError(413, 'payload_too_large', 'The content is too large.');
const unexpectedFile = () =>
  new ApiError(400, 'unexpected_file', `Send one file, in the field "${IMAGE_FIELD}".`);

const tooManyFields = () => new ApiError(400, 'bad_multipart', 'Too many fields.');
// busboy's own complaints (a truncated or malformed body) are the client's too.
const unreadable = () =>
  new ApiError(400, 'bad_multipart', 'The upload could not be read. Please try again.');

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * Reads the parts with busboy straight from the request (the app's catch-all content-type parser
 * leaves multipart bodies unread): text fields into an object (a repeated name into a list), the
 * image into memory; anything else, or anything over a limit, is refused and the rest of the body
 * drained.
 */
function readParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string | string[]>; image?: Buffer }> {
  return new Promise((resolve, reject) => {
    const raw = request.raw;
    let parser: BusboyInstance;
    try {
      parser = new Busboy({ headers: request.headers as BusboyHeaders, limits: LIMITS });
    } catch {
      // No or a malformed boundary.
      reject(unreadable());
      return;
    }
    const fields: Record<string, string | string[]> = {};
    let image: Buffer | undefined;
    let files = 0;
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      raw.unpipe(parser);
      raw.resume();
      reject(error);
    };
    parser.on('file', (name, file) => {
      // A body cut off inside a file.
      file.on('error', () => fail(unreadable()));
      files += 1;
      if (name !== IMAGE_FIELD || files > 1) {
        file.resume();
        return fail(unexpectedFile());
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => fail(tooLarge()));
      file.on('end', () => {
        image = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(contentTooLarge());
      const before = fields[name];
      fields[name] =
        before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    });
    parser.on('filesLimit', () => fail(unexpectedFile()));
    parser.on('fieldsLimit', () => fail(tooManyFields()));
    parser.on('partsLimit', () => fail(tooManyFields()));
    parser.on('error', () => fail(unreadable()));
    parser.on('finish', () => {
      if (!failed) resolve({ fields, image });
    });
    // A client that goes away mid-body: nothing to answer, but the request must not wait forever.
    raw.on('close', () => {
      if (!raw.complete) fail(unreadable());
    });
    raw.pipe(parser);
  });
}

/**
 * Reads a multipart body (one image of at most 5 MB in `image`, text fields beside it) into
 * `request.image` and `request.body`. Other bodies pass through untouched.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<ImageUploadRequest>();
    if (isMultipart(request)) {
      const { fields, image } = await readParts(request);
      request.body = fields;
      request.image = image;
    }
    return next.handle();
  }
}
