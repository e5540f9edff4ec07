import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import type { Readable } from 'node:stream';
import type { ImageVariant } from './image-processing';

const { GridFSBucket, ObjectId } = mongoose.mongo;

export interface StoredFile {
  id: string;
  length: number;
  contentType: string;
  uploadDate: Date;
}

export interface NewFile {
  data: Buffer;
  contentType: string;
  variant: ImageVariant;
  width: number;
  height: number;
  /** The user who uploaded it. */
  owner?: string;
}

/** Images in GridFS (bucket `media`): shared by every API instance, backed up with the data. */
@Injectable()
export class MediaRepository {
  private readonly bucket: InstanceType<typeof GridFSBucket>;

  constructor(@InjectConnection() connection: Connection) {
    this.bucket = new GridFSBucket(connection.db!, { bucketName: 'media' });
  }

  async save(file: NewFile): Promise<string> {
    const id = new ObjectId();
    const upload = this.bucket.openUploadStreamWithId(id, `${id.toHexString()}.webp`, {
      metadata: {
        contentType: file.contentType,
        variant: file.variant,
        width: file.width,
        height: file.height,
        owner: file.owner,
      },
    });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(file.data);
    });
    return id.toHexString();
  }

  /** The file's description, or null when no such file exists. */
  async find(id: string): Promise<StoredFile | null> {
    const [file] = await this.bucket.find({ _id: new ObjectId(id) }, { limit: 1 }).toArray();
    if (!file) return null;
    const metadata = (file.metadata ?? {}) as { contentType?: string };
    return {
      id,
      length: file.length,
      contentType: metadata.contentType ?? 'application/octet-stream',
      uploadDate: file.uploadDate,
    };
  }

  open(id: string): Readable {
    return this.bucket.openDownloadStream(new ObjectId(id));
  }

  /** Removes files (with `owner`, only theirs); ids that are already gone are ignored. */
  async remove(ids: string[], owner?: string): Promise<void> {
    for (const id of ids) {
      if (owner) {
        const [file] = await this.bucket
          .find({ _id: new ObjectId(id), 'metadata.owner': owner }, { limit: 1 })
          .toArray();
        if (!file) continue;
      }
      try {
        await this.bucket.delete(new ObjectId(id));
      } catch (error) {
        if (!(error instanceof Error && /not found/i.test(error.message))) throw error;
      }
    }
  }
}
