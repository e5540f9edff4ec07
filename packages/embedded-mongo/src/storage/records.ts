import { crc32 } from 'node:zlib';
import { encode } from '../bson/codec';

/**
 * On-disk record framing shared by the journal and the snapshot:
 *   u32 payloadLength | u32 crc32(payload) | payload
 * payload = op byte | namespace (utf8) | 0x00 | one BSON document.
 * A record whose length runs past the end of the file or whose checksum fails is a torn write:
 * reading stops there, so a crash mid-append never corrupts what came before.
 */
export type OpCode = 'h' | 'p' | 'd' | 'c' | 'x' | 'X' | 'D' | 'B' | 'r';

export interface RecordData {
  op: OpCode;
  ns: string;
  /** A raw BSON document: the full document for 'p', arguments for the others. */
  body: Buffer;
}

const HEADER = 8;
const EMPTY_DOC = encode({});

export function encodeRecord(
  op: OpCode,
  ns: string,
  body: Buffer | Uint8Array = EMPTY_DOC,
): Buffer {
  const nsBytes = Buffer.from(ns, 'utf8');
  const payloadLength = 1 + nsBytes.length + 1 + body.length;
  const out = Buffer.allocUnsafe(HEADER + payloadLength);
  out.writeUInt32LE(payloadLength, 0);
  out.write(op, HEADER, 'latin1');
  nsBytes.copy(out, HEADER + 1);
  out[HEADER + 1 + nsBytes.length] = 0;
  out.set(body, HEADER + 2 + nsBytes.length);
  out.writeUInt32LE(crc32(out.subarray(HEADER)), 4);
  return out;
}

export interface ReadResult {
  records: RecordData[];
  /** Bytes of intact records; anything after it is a torn tail. */
  goodLength: number;
}

export function decodeRecords(buf: Buffer): ReadResult {
  const records: RecordData[] = [];
  let pos = 0;
  while (pos + HEADER <= buf.length) {
    const len = buf.readUInt32LE(pos);
    const end = pos + HEADER + len;
    if (len < 3 || end > buf.length) break;
    const payload = buf.subarray(pos + HEADER, end);
    if (crc32(payload) !== buf.readUInt32LE(pos + 4)) break;
    const nsEnd = payload.indexOf(0, 1);
    if (nsEnd < 0) break;
    records.push({
      op: payload.toString('latin1', 0, 1) as OpCode,
      ns: payload.toString('utf8', 1, nsEnd),
      // Copy so a record never pins the whole file buffer in memory.
      body: Buffer.from(payload.subarray(nsEnd + 1)),
    });
    pos = end;
  }
  return { records, goodLength: pos };
}
