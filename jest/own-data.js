// Every test file runs on its own data, never the checkout's: before its code loads, DATA_DIR (the
// API's embedded database and mailbox) and RELEASES_DIR (the remotes' releases, which the shell's
// server reads) point into a new temporary folder, removed after the file. A file that sets either
// itself still does; the servers and API processes a test starts inherit them. Without this a
// `npm run release -w mfe-blog` in the checkout (data/releases) changed what the browser tests met.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-test-data-'));
process.env.DATA_DIR = path.join(folder, 'data');
process.env.RELEASES_DIR = path.join(folder, 'releases');

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
