import { Long } from 'bson';

/**
 * Hand-assembled BSON for cursor replies so stored documents (already BSON) are copied into the
 * reply as bytes instead of being decoded and re-encoded.
 */
function cstring(s: string): Buffer {
  return Buffer.from(`${s}\0`, 'utf8');
}

function element(type: number, name: string, value: Buffer): Buffer[] {
  return [Buffer.of(type), cstring(name), value];
}

function documentOf(parts: Buffer[]): Buffer {
  const length = parts.reduce((n, p) => n + p.length, 0) + 5;
  const len = Buffer.allocUnsafe(4);
  len.writeInt32LE(length, 0);
  return Buffer.concat([len, ...parts, Buffer.of(0)], length);
}

/** A BSON array of raw documents. */
export function rawArray(docs: Buffer[]): Buffer {
  return documentOf(docs.flatMap((d, i) => element(0x03, String(i), d)));
}

/** `{ cursor: { <batchName>: [...docs], id, ns }, ok: 1 }` */
export function cursorReply(
  batchName: 'firstBatch' | 'nextBatch',
  docs: Buffer[],
  id: Long,
  ns: string,
): Buffer {
  const idBytes = Buffer.allocUnsafe(8);
  idBytes.writeInt32LE(id.low, 0);
  idBytes.writeInt32LE(id.high, 4);
  const nsBytes = Buffer.from(ns, 'utf8');
  const nsValue = Buffer.allocUnsafe(4);
  nsValue.writeInt32LE(nsBytes.length + 1, 0);
  const cursor = documentOf([
    ...element(0x04, batchName, rawArray(docs)),
    ...element(0x12, 'id', idBytes),
    ...element(0x02, 'ns', Buffer.concat([nsValue, nsBytes, Buffer.of(0)])),
  ]);
  const ok = Buffer.allocUnsafe(8);
  ok.writeDoubleLE(1, 0);
  return documentOf([...element(0x03, 'cursor', cursor), ...element(0x01, 'ok', ok)]);
}
