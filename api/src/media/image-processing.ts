import {
  AVATAR_SIZE,
  CARD_IMAGE_SIZE,
  COVER_SIZE,
  INLINE_IMAGE_MAX_WIDTH,
  MEDIA_ACCEPTED_TYPES,
  TEXTS,
} from '@brightwave/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../common/errors/api-error';

/** The sizes a stored image comes in: a cover (and its card), an image inside a post, or an
 * author's picture. */
export type ImageVariant = 'cover' | 'card' | 'inline' | 'avatar';

/** Decoding bombs stop here: 50 megapixels is far beyond any photo a post needs. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/**
 * What the bytes are, whatever the file's name or declared type says: one of the accepted image
 * types, or a 400. Judged by file-type from the signature bytes alone, so a refused file (SVG,
 * TIFF, HEIF, PDF, HTML) never reaches an image decoder: sharp's own metadata() would hand an SVG
 * to librsvg and a HEIF to libheif before saying what it is.
 */
export async function detectImageType(bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(MEDIA_ACCEPTED_TYPES as readonly string[]).includes(detected.mime)) {
    throw new ApiError(400, 'unsupported_image', TEXTS.media.notImage);
  }
  return detected.mime;
}

function resize(image: sharp.Sharp, variant: ImageVariant): sharp.Sharp {
  switch (variant) {
    case 'cover':
      return image.resize({ ...COVER_SIZE, fit: 'cover', position: 'attention' });
    case 'card':
      return image.resize({ ...CARD_IMAGE_SIZE, fit: 'cover', position: 'attention' });
    case 'inline':
      return image.resize({ width: INLINE_IMAGE_MAX_WIDTH, withoutEnlargement: true });
    case 'avatar':
      return image.resize({
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        fit: 'cover',
        position: 'attention',
      });
  }
}

/**
 * Re-encodes an accepted image as WebP at the variant's size. Decoding and encoding again strips
 * every metadata block (EXIF, GPS, comments) and anything riding along in a polyglot file; the
 * orientation is applied first, so a phone photo stays upright.
 */
export async function encodeImage(bytes: Buffer, variant: ImageVariant): Promise<EncodedImage> {
  try {
    const pipeline = resize(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(),
      variant,
    ).webp({ quality: WEBP_QUALITY });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch {
    throw new ApiError(400, 'unreadable_image', TEXTS.media.unreadable);
  }
}
