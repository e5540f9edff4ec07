// Precompresses a built app's text files once, at build time, so its server sends brotli
// (quality 11, too slow to run per request) or gzip straight from disk: `main.1a2b3c4d.js` gets
// `main.1a2b3c4d.js.br` and `main.1a2b3c4d.js.gz` beside it. Source maps are left alone (only
// developers fetch them), and a variant is kept only when it is smaller than the file.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Extensions worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 512;

const ENCODINGS = {
  br: (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gz: (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

function isCompressible(file) {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

function* filesOf(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the .br and .gz variants of every compressible file under `dir` (stale variants of a
 * file that is no longer worth compressing are removed). Returns what it did, for the build log.
 */
function precompressDir(dir) {
  let files = 0;
  let before = 0;
  let afterBrotli = 0;
  for (const file of filesOf(dir)) {
    if (!isCompressible(file)) continue;
    const data = fs.readFileSync(file);
    for (const [extension, compress] of Object.entries(ENCODINGS)) {
      const target = `${file}.${extension}`;
      const compressed = data.length >= MIN_BYTES ? compress(data) : undefined;
      if (compressed && compressed.length < data.length) {
        fs.writeFileSync(target, compressed);
        if (extension === 'br') afterBrotli += compressed.length;
      } else {
        fs.rmSync(target, { force: true });
        if (extension === 'br') afterBrotli += data.length;
      }
    }
    files += 1;
    before += data.length;
  }
  return { files, before, afterBrotli };
}

module.exports = { precompressDir, isCompressible };
