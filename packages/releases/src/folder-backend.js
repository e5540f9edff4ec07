// The release store kept in a folder (RELEASES_DIR), laid out so any static host can serve it:
//
//   <dir>/<remote>/channels.json          { stable, previous, canary, stamp, updatedAt }
//   <dir>/<remote>/<version>/             the remote's dist, unchanged
//   <dir>/<remote>/<version>/release.json { version, remote, commit, time, size, files, shared }
//
// A release is copied into a folder beside its place and renamed into it, release.json last, so
// it is whole or absent; channels.json is replaced atomically (written beside, then renamed).
// Every backend does what this one does (mongo-backend.js is the other); store.js holds the rules.
const fs = require('node:fs');
const path = require('node:path');
const { isReleaseVersion } = require('./version.js');

const CHANNELS = 'channels.json';
const RELEASE = 'release.json';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

function folderBackend(dir) {
  const remoteDir = (remote) => path.join(dir, remote);
  const channelsFile = (remote) => path.join(remoteDir(remote), CHANNELS);

  return {
    where: dir,
    folder: dir,
    async readChannels(remote) {
      return readJson(channelsFile(remote));
    },
    async writeChannels(remote, channels) {
      writeJsonAtomic(channelsFile(remote), channels);
    },
    async clearCanary(remote, version, updatedAt) {
      const channels = readJson(channelsFile(remote));
      if (channels?.canary?.version !== version) {
        return channels?.stopped === version ? 'already' : 'absent';
      }
      const stamp = (channels.stamp ?? 0) + 1;
      const stopped = version;
      writeJsonAtomic(channelsFile(remote), {
        ...channels,
        canary: null,
        stopped,
        stamp,
        updatedAt,
      });
      return 'stopped';
    },
    async listRecords(remote) {
      if (!fs.existsSync(remoteDir(remote))) return [];
      return fs
        .readdirSync(remoteDir(remote))
        .filter(isReleaseVersion)
        .map((version) => readJson(path.join(remoteDir(remote), version, RELEASE)))
        .filter(Boolean);
    },
    async readRecord(remote, version) {
      return readJson(path.join(remoteDir(remote), version, RELEASE));
    },
    async writeRelease(remote, release, dist, files) {
      const target = path.join(remoteDir(remote), release.version);
      const incoming = path.join(remoteDir(remote), `.incoming-${release.version}-${process.pid}`);
      fs.rmSync(incoming, { recursive: true, force: true });
      fs.mkdirSync(incoming, { recursive: true });
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(incoming, file)), { recursive: true });
        fs.copyFileSync(path.join(dist, file), path.join(incoming, file));
      }
      fs.writeFileSync(path.join(incoming, RELEASE), `${JSON.stringify(release, null, 2)}\n`);
      if (fs.existsSync(path.join(target, RELEASE))) {
        fs.rmSync(incoming, { recursive: true, force: true });
        return false;
      }
      fs.rmSync(target, { recursive: true, force: true }); // a half-copied folder from a crash
      fs.renameSync(incoming, target);
      // Copies of this build that an interrupted publish left behind.
      for (const name of fs.readdirSync(remoteDir(remote))) {
        if (name.startsWith(`.incoming-${release.version}-`)) {
          fs.rmSync(path.join(remoteDir(remote), name), { recursive: true, force: true });
        }
      }
      return true;
    },
    async deleteRelease(remote, version) {
      fs.rmSync(path.join(remoteDir(remote), version), { recursive: true, force: true });
    },
    async readFile(remote, version, file) {
      if (!fs.existsSync(path.join(remoteDir(remote), version, RELEASE))) return null;
      try {
        return fs.readFileSync(path.join(remoteDir(remote), version, file));
      } catch (error) {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      }
    },
    async close() {},
  };
}

module.exports = { folderBackend, CHANNELS };
