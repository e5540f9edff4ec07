/** What a remote's mf-manifest.json says of where its files are. */
export interface ManifestMeta {
  publicPath?: string;
  remoteEntry?: { name?: string; path?: string };
  /** The global its remoteEntry.js defines (the remote's federation name). */
  globalName?: string;
}

/** The folder a manifest names its files from: its publicPath, or its own folder ("auto"). */
export function filesBase(entry: string, meta: ManifestMeta = {}): URL {
  return meta.publicPath && meta.publicPath !== 'auto'
    ? new URL(meta.publicPath, entry)
    : new URL('.', entry);
}

/** The remote's remoteEntry.js, as the manifest at `entry` names it. */
export function remoteEntryUrl(entry: string, meta: ManifestMeta = {}): string | undefined {
  const file = meta.remoteEntry;
  return file?.name
    ? new URL(`${file.path ?? ''}${file.name}`, filesBase(entry, meta)).href
    : undefined;
}
