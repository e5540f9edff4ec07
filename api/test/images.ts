// Fixture builder for uploads: real image files made with sharp, in the formats a browser sends.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** A small real image (a two-colour gradient) in the given format. */
export async function makeImage(
  format: ImageFormat = 'png',
  { width = 800, height = 500 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A JPEG carrying EXIF the uploader would not want published (camera, place, copyright). */
export async function makeJpegWithExif(): Promise<Buffer> {
  return sharp(await makeImage('png'))
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'SpyCam', Software: 'Leaky 1.0' } })
    .toBuffer();
}

/** A real PNG of random pixels, stored uncompressed so it weighs about `bytes`. */
export async function makeLargePng(bytes: number): Promise<Buffer> {
  const width = 1500;
  const height = Math.ceil(bytes / (width * 3));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
