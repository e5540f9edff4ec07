import { BSON } from 'bson';

/** A decoded BSON document; values are unknown until checked. */
export type Doc = Record<string, unknown>;

/** Encodes a document; typed as a Buffer (which bson returns at runtime under Node). */
export function encode(doc: Doc): Buffer {
  const bytes: Uint8Array = BSON.serialize(doc);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Exact decoding: int32, int64 and double stay distinct (Int32/Long/Double objects). */
export const decodeExact = (raw: Uint8Array): Doc =>
  BSON.deserialize(raw, { promoteValues: false });

/** Promoted decoding: numbers become JS numbers, the shape mingo matches against. */
export const decodePromoted = (raw: Uint8Array): Doc => BSON.deserialize(raw);
