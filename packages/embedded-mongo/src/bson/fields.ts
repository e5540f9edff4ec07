import { Long, ObjectId } from 'bson';
import { decodePromoted, type Doc } from './codec';

/**
 * Decodes only some top-level fields of a BSON document. Inserts need just `_id` and the indexed
 * fields to maintain indexes; decoding whole documents there was a large share of insert time.
 * Values come back promoted (numbers as JS numbers, like decodePromoted).
 */
export function decodeFields(raw: Buffer, wanted: ReadonlySet<string>): Doc {
  const names = encodedNames(wanted);
  const out: Doc = {};
  let found = 0;
  let pos = 4;
  const end = raw.length - 1;
  while (pos < end && found < names.length) {
    const type = raw[pos] as number;
    const nameEnd = raw.indexOf(0, pos + 1);
    const start = nameEnd + 1;
    const size = valueSize(raw, type, start);
    // Compare names as bytes: building a string per element was the scan's main cost.
    const name = names.find((n) => sameName(raw, pos + 1, nameEnd, n.bytes));
    if (name) {
      out[name.text] = decodeValue(raw, type, start, size);
      found++;
    }
    pos = start + size;
  }
  return out;
}

function sameName(raw: Buffer, from: number, to: number, name: Buffer): boolean {
  if (to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (raw[from + i] !== name[i]) return false;
  return true;
}

interface EncodedName {
  text: string;
  bytes: Buffer;
}

const nameCache = new WeakMap<ReadonlySet<string>, EncodedName[]>();

function encodedNames(wanted: ReadonlySet<string>): EncodedName[] {
  let names = nameCache.get(wanted);
  if (!names) {
    names = [...wanted].map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
    nameCache.set(wanted, names);
  }
  return names;
}

function cstringEnd(raw: Buffer, at: number): number {
  return raw.indexOf(0, at) + 1;
}

/** Byte size of an element's value (https://bsonspec.org/spec.html). */
function valueSize(raw: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return 4 + raw.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return raw.readInt32LE(at);
    case 0x05: // binary
      return 5 + raw.readInt32LE(at);
    case 0x07: // ObjectId
      return 12;
    case 0x08: // bool
      return 1;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    case 0x0b: // regex: two cstrings
      return cstringEnd(raw, cstringEnd(raw, at)) - at;
    case 0x0c: // DBPointer
      return 4 + raw.readInt32LE(at) + 12;
    default: // undefined, null, MinKey, MaxKey
      return 0;
  }
}

function decodeValue(raw: Buffer, type: number, at: number, size: number): unknown {
  switch (type) {
    case 0x01:
      return raw.readDoubleLE(at);
    case 0x02:
      return raw.toString('utf8', at + 4, at + size - 1);
    case 0x07:
      return new ObjectId(raw.subarray(at, at + 12));
    case 0x08:
      return raw[at] === 1;
    case 0x09:
      return new Date(Number(raw.readBigInt64LE(at)));
    case 0x0a:
      return null;
    case 0x10:
      return raw.readInt32LE(at);
    case 0x12: {
      // As bson's promoted decoding: a number when exact, else the Long itself.
      const long = new Long(raw.readInt32LE(at), raw.readInt32LE(at + 4));
      const n = long.toNumber();
      return Number.isSafeInteger(n) ? n : long;
    }
    case 0x03:
      // An embedded document is itself a complete BSON document.
      return decodePromoted(raw.subarray(at, at + size));
    case 0x04:
      return Object.values(decodePromoted(raw.subarray(at, at + size)));
    default: {
      // Anything else: wrap the element in a one-field document and let bson decode it.
      const doc = Buffer.alloc(4 + 1 + 2 + size + 1);
      doc.writeInt32LE(doc.length, 0);
      doc[4] = type;
      doc.write('v\0', 5, 'latin1');
      raw.copy(doc, 7, at, at + size);
      return decodePromoted(doc).v;
    }
  }
}
