// The precompressed variants the build writes beside each text file (precompress.js), which the
// servers send as they are (shell/server/static-files.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const { precompressDir } = require('../precompress.js') as {
  precompressDir(dir: string): { files: number };
};
/* eslint-enable @typescript-eslint/no-require-imports */

it('precompresses text files with brotli and gzip, leaving maps and images alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-precompress-'));
  try {
    const code = 'console.log("hello world");\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'main.1234abcd.js'), code);
    fs.writeFileSync(path.join(dir, 'main.1234abcd.js.map'), code);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
    fs.writeFileSync(path.join(dir, 'image.png'), code);
    expect(precompressDir(dir).files).toBe(2);
    const read = (name: string) => fs.readFileSync(path.join(dir, name));
    expect(zlib.brotliDecompressSync(read('main.1234abcd.js.br')).toString()).toBe(code);
    expect(zlib.gunzipSync(read('main.1234abcd.js.gz')).toString()).toBe(code);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'image.png',
      'main.1234abcd.js',
      'main.1234abcd.js.br',
      'main.1234abcd.js.gz',
      'main.1234abcd.js.map',
      'tiny.js',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
