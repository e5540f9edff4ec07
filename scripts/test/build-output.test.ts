// @brightwave/build-output's rules as the build and the servers use them: the names webpack is told
// to write are the names the servers cache for a year, and the chunk time-out is contracts' one.
import path from 'node:path';
import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';
import { HASHED_FILE, SERVER_DIST, hashedFileName, hashedName } from '@brightwave/build-output';

interface Config {
  output: Record<string, string>;
}
/* eslint-disable @typescript-eslint/no-require-imports -- the webpack configs are plain CommonJS */
const shellConfig = require('../../shell/webpack.config.js') as (
  env: object,
  argv: { mode: string },
) => Config[];
/* eslint-enable @typescript-eslint/no-require-imports */

/** A template as webpack fills it: `[name]` and `[ext]` given, the hash 8 hex digits. */
const fill = (template: string, name: string, ext: string) =>
  path.basename(
    template
      .replace('[name]', name)
      .replace('[ext]', ext)
      .replace(/\[contenthash:(\d+)\]/, (_, n: string) => 'a1b2c3d4e5f6a7b8'.slice(0, Number(n))),
  );

const [browser, server] = shellConfig({}, { mode: 'production' });

it('names every production file as the servers recognise a hashed one', () => {
  const { filename, chunkFilename, assetModuleFilename } = browser!.output;
  expect(HASHED_FILE.test(fill(filename!, 'main', ''))).toBe(true);
  expect(HASHED_FILE.test(fill(chunkFilename!, '512', ''))).toBe(true);
  const font = fill(assetModuleFilename!, 'inter-latin-wght-normal', '.woff2');
  expect(hashedName('inter-latin-wght-normal', '.woff2').test(font)).toBe(true);
  expect(HASHED_FILE.test('main.js')).toBe(false);
  expect(HASHED_FILE.test('remoteEntry.js')).toBe(false);
});

it("builds the server bundle into build-output's SERVER_DIST, and loads chunks with contracts' time-out", () => {
  expect(path.basename(server!.output.path!)).toBe(SERVER_DIST);
  expect(browser!.output.chunkLoadTimeout).toBe(CHUNK_TIMEOUT_MS);
});

it('names the files the build writes itself (first screens, server renders) by the same rule', () => {
  const name = hashedFileName('render', '.js', 'module.exports = {};');
  expect(name).toMatch(hashedName('render', '.js'));
  expect(HASHED_FILE.test(name)).toBe(true);
  expect(hashedFileName('render', '.js', 'module.exports = { other: 1 };')).not.toBe(name);
});
