// Precompresses a built app's text files once, at build time, as @brightwave/build-output's rules
// say (which files, which variants, how), so its server sends them straight from disk: a variant
// is kept only when it is smaller than the file.
const fs = require('node:fs');
const path = require('node:path');
const { MIN_BYTES, VARIANTS, isCompressible } = require('@brightwave/build-output');

function* filesOf(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the variants of every compressible file under `dir` (stale variants of a file that is no
 * longer worth compressing are removed). Returns what it did, for the build log.
 */
function precompressDir(dir) {
  let files = 0;
  let before = 0;
  let afterBrotli = 0;
  for (const file of filesOf(dir)) {
    if (!isCompressible(file)) continue;
    const data = fs.readFileSync(file);
    for (const { encoding, suffix, compress } of VARIANTS) {
      const target = file + suffix;
      const compressed = data.length >= MIN_BYTES ? compress(data) : undefined;
      if (compressed && compressed.length < data.length) {
        fs.writeFileSync(target, compressed);
        if (encoding === 'br') afterBrotli += compressed.length;
      } else {
        fs.rmSync(target, { force: true });
        if (encoding === 'br') afterBrotli += data.length;
      }
    }
    files += 1;
    before += data.length;
  }
  return { files, before, afterBrotli };
}

module.exports = { precompressDir };
