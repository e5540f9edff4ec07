// Which built files are precompressed and into what: the build writes them once (brotli at quality
// 11, too slow to run per request, and gzip) beside the file, `main.1a2b3c4d.js.br` and `.gz`, and
// the servers send them straight from disk, brotli first. Images and fonts are compressed already;
// source maps are left alone (only developers fetch them).
const path = require('node:path');
const zlib = require('node:zlib');

/** Extensions worth compressing. */
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

/** Whether a built file is of a type worth sending compressed (text). */
function isCompressible(file) {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

/**
 * The precompressed variants in the servers' order of preference: the Content-Encoding a variant
 * is sent with, the suffix its file carries beside the original, and how the build writes it.
 */
const VARIANTS = [
  {
    encoding: 'br',
    suffix: '.br',
    compress: (data) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
  },
  {
    encoding: 'gzip',
    suffix: '.gz',
    compress: (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

module.exports = { COMPRESSIBLE, MIN_BYTES, VARIANTS, isCompressible };
