import {
  API_PATHS,
  MEDIA_SRC_PATTERN,
  TEXTS,
  type MediaUploadResponse,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { ApiError, NotFoundError } from '../common/errors/api-error';
import { detectImageType, encodeImage, type ImageVariant } from './image-processing';
import { MediaRepository, type StoredFile } from './media.repository';

export const MEDIA_ID = /^[a-f\d]{24}$/i;

/** A cover as a blog stores it: the detail-page size and the card size. */
export interface StoredCover {
  image: string;
  cardImage: string;
}

/** Uploaded images: checked by their bytes, re-encoded to WebP, kept in GridFS, served by id. */
@Injectable()
export class MediaService {
  constructor(private readonly files: MediaRepository) {}

  private async store(bytes: Buffer, variant: ImageVariant, owner: string): Promise<string> {
    const encoded = await encodeImage(bytes, variant);
    return this.files.save({ ...encoded, variant, owner });
  }

  /** An upload that must be an image: checked by its bytes, then stored at the variant's size. */
  private async storeUpload(
    upload: Buffer | undefined,
    variant: ImageVariant,
    owner: string,
  ): Promise<string> {
    const bytes = requireImage(upload);
    await detectImageType(bytes);
    return this.store(bytes, variant, owner);
  }

  /** An image placed inside a post from the editor. */
  async storeInline(upload: Buffer | undefined, owner: string): Promise<MediaUploadResponse> {
    const id = await this.storeUpload(upload, 'inline', owner);
    return { id, url: API_PATHS.mediaFile(id) };
  }

  /** An author's picture, cropped square; answers the path it is served at. */
  async storeAvatar(upload: Buffer | undefined, owner: string): Promise<string> {
    return API_PATHS.mediaFile(await this.storeUpload(upload, 'avatar', owner));
  }

  /** A blog's cover at both sizes. */
  async storeCover(upload: Buffer, owner: string): Promise<StoredCover> {
    await detectImageType(upload);
    const image = await this.store(upload, 'cover', owner);
    const cardImage = await this.store(upload, 'card', owner);
    return { image: API_PATHS.mediaFile(image), cardImage: API_PATHS.mediaFile(cardImage) };
  }

  /** The file behind an id: 400 for an id that cannot exist, 404 for one that does not. */
  async find(id: string): Promise<StoredFile> {
    if (!MEDIA_ID.test(id)) {
      throw new ApiError(400, 'invalid_id', 'This image address is not valid.');
    }
    const file = await this.files.find(id);
    if (!file) throw new NotFoundError('This image does not exist.');
    return file;
  }

  open(id: string) {
    return this.files.open(id);
  }

  /**
   * Deletes stored images by their paths (`/media/<id>`); other values are ignored. With `owner`,
   * only images that user uploaded.
   */
  async removePaths(
    paths: Array<string | undefined>,
    { owner }: { owner?: string } = {},
  ): Promise<void> {
    const ids = paths
      .filter((path): path is string => !!path && MEDIA_SRC_PATTERN.test(path))
      .map((path) => path.slice(path.lastIndexOf('/') + 1));
    await this.files.remove(ids, owner);
  }
}

/** The uploaded bytes, or a 400 when the form carried no file. */
export function requireImage(upload: Buffer | undefined): Buffer {
  if (!upload || upload.length === 0)
    throw new ApiError(400, 'image_required', TEXTS.media.missing);
  return upload;
}
