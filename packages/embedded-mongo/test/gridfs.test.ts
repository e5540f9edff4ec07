import { randomBytes } from 'node:crypto';
import { GridFSBucket } from 'mongodb';
import { useTestServer } from './helpers';

// The API stores uploaded images in GridFS: chunked binary documents, a compound unique index and
// sorted reads of the chunks.
const server = useTestServer('gridfs');

async function upload(bucket: GridFSBucket, name: string, data: Buffer): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stream = bucket.openUploadStream(name, { metadata: { contentType: 'image/png' } });
    stream.once('finish', () => resolve(stream.id));
    stream.once('error', reject);
    stream.end(data);
  });
}

async function download(bucket: GridFSBucket, id: unknown): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id as never)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GridFS', () => {
  it('stores, lists, reads back byte-exact and deletes a multi-chunk file', async () => {
    const bucket = new GridFSBucket(server().db, {
      bucketName: 'images',
      chunkSizeBytes: 64 * 1024,
    });
    const data = randomBytes(300 * 1024 + 17);
    const id = await upload(bucket, 'photo.png', data);
    const files = await bucket.find({ filename: 'photo.png' }).toArray();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      length: data.length,
      chunkSize: 64 * 1024,
      metadata: { contentType: 'image/png' },
    });
    expect(await server().db.collection('images.chunks').countDocuments({ files_id: id })).toBe(5);
    expect((await download(bucket, id)).equals(data)).toBe(true);
    await bucket.delete(id as never);
    expect(await server().db.collection('images.chunks').countDocuments({ files_id: id })).toBe(0);
    expect(await bucket.find({}).toArray()).toEqual([]);
  });
});
