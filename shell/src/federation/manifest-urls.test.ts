import { filesBase, remoteEntryUrl } from './manifest-urls';

const entry = 'https://cdn.example.com/blog/releases/abc123/mf-manifest.json';

it('names files from the manifest\'s own folder when its publicPath is "auto"', () => {
  const meta = { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } };
  expect(filesBase(entry, meta).href).toBe('https://cdn.example.com/blog/releases/abc123/');
  expect(remoteEntryUrl(entry, meta)).toBe(
    'https://cdn.example.com/blog/releases/abc123/remoteEntry.js',
  );
});

it('names files from an explicit publicPath, with the entry file in its sub-folder', () => {
  const meta = {
    publicPath: 'https://static.example.com/blog/',
    remoteEntry: { name: 'remoteEntry.js', path: 'js/' },
  };
  expect(remoteEntryUrl(entry, meta)).toBe('https://static.example.com/blog/js/remoteEntry.js');
});

it("has no remoteEntry.js for a manifest that names none (the shell's own)", () => {
  expect(remoteEntryUrl(entry, { publicPath: '/' })).toBeUndefined();
  expect(remoteEntryUrl(entry)).toBeUndefined();
});
