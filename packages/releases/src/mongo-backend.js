// The release store kept in MongoDB (RELEASES_URI), shared by every server and the CI job that
// releases: each release's files in GridFS (bucket `release_files`, as the API keeps images),
// its record in `releases` and each remote's channels in `release_channels`.
//
// A release's files are uploaded under a fresh upload id, and its record, naming that id, is
// inserted last: files of an upload that never got its record (a killed CI job) are never read,
// and the next publish of that build uploads it again and removes them. A record's _id is
// "<remote>/<version>", so two publishes of one build race to one record; the loser's files go.
// Every write to the channels raises their stamp, which the servers read to see a change.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');
const { GridFSBucket, MongoClient } = require('mongodb');
const { ReleaseError } = require('./errors.js');

const DUPLICATE_KEY = 11000;

function mongoBackend(uri) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  const db = client.db();
  const records = db.collection('releases');
  const channels = db.collection('release_channels');
  const bucket = new GridFSBucket(db, { bucketName: 'release_files' });
  const id = (remote, version) => `${remote}/${version}`;
  const { host } = new URL(uri.replace(/^mongodb(\+srv)?:/, 'http:'));
  const plain = (record) => {
    if (!record) return null;
    const { _id, upload, ...release } = record; // eslint-disable-line no-unused-vars
    return release;
  };

  async function deleteFiles(filter) {
    for (const file of await bucket.find(filter, { projection: { _id: 1 } }).toArray()) {
      await bucket.delete(file._id).catch(() => undefined); // deleted by another cleaner
    }
  }

  return {
    where: `mongodb://${host}/${db.databaseName}`,
    async readChannels(remote) {
      const found = await channels.findOne({ _id: remote });
      if (!found) return null;
      const { _id, ...rest } = found; // eslint-disable-line no-unused-vars
      return rest;
    },
    async writeChannels(remote, value) {
      // Only over the channels this write was made from (their stamp): a change made meanwhile
      // elsewhere is refused, not overwritten.
      const before = value.stamp - 1;
      try {
        const result = await channels.updateOne(
          { _id: remote, stamp: before === 0 ? { $in: [0, null] } : before },
          { $set: value },
          { upsert: true },
        );
        if (result.matchedCount + result.upsertedCount === 1) return;
      } catch (error) {
        if (error.code !== DUPLICATE_KEY) throw error;
      }
      throw new ReleaseError(
        `${remote}'s channels changed while this command ran: run it again.`,
        'CHANGED',
      );
    },
    async clearCanary(remote, version, updatedAt) {
      const result = await channels.updateOne(
        { _id: remote, 'canary.version': version },
        { $set: { canary: null, stopped: version, updatedAt }, $inc: { stamp: 1 } },
      );
      if (result.modifiedCount === 1) return 'stopped';
      const found = await channels.findOne({ _id: remote, stopped: version });
      return found ? 'already' : 'absent';
    },
    async listRecords(remote) {
      return (await records.find({ remote }).toArray()).map(plain);
    },
    async readRecord(remote, version) {
      return plain(await records.findOne({ _id: id(remote, version) }));
    },
    async writeRelease(remote, release, dist, files) {
      const upload = crypto.randomUUID();
      const version = release.version;
      for (const file of files) {
        const stream = bucket.openUploadStream(`${remote}/${version}/${file}`, {
          metadata: { remote, version, path: file, upload },
        });
        await pipeline(fs.createReadStream(path.join(dist, file)), stream);
      }
      try {
        await records.insertOne({ _id: id(remote, version), ...release, upload });
      } catch (error) {
        if (error.code !== DUPLICATE_KEY) throw error;
        await deleteFiles({ 'metadata.upload': upload });
        return false;
      }
      // Files of earlier uploads of this build that never got their record.
      await deleteFiles({
        'metadata.remote': remote,
        'metadata.version': version,
        'metadata.upload': { $ne: upload },
      });
      return true;
    },
    async deleteRelease(remote, version) {
      await records.deleteOne({ _id: id(remote, version) }); // the record first: no half-release
      await deleteFiles({ 'metadata.remote': remote, 'metadata.version': version });
    },
    async readFile(remote, version, file) {
      const record = await records.findOne({ _id: id(remote, version) });
      if (!record) return null;
      const [found] = await bucket
        .find({ filename: `${remote}/${version}/${file}`, 'metadata.upload': record.upload })
        .limit(1)
        .toArray();
      if (!found) return null;
      const chunks = [];
      for await (const chunk of bucket.openDownloadStream(found._id)) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
    close: () => client.close(),
  };
}

module.exports = { mongoBackend };
