import { decodeExact, type Doc } from '../bson/codec';

/** Wire protocol opcodes (https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/). */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const FLAG_CHECKSUM = 1;
export const FLAG_MORE_TO_COME = 2;

export interface Request {
  requestId: number;
  opCode: number;
  /** The command document (kind-0 section, or the OP_QUERY query unwrapped from $query). */
  command: Doc;
  /** Kind-1 document sequences as raw BSON documents, by identifier (e.g. `documents`). */
  sequences: Map<string, Buffer[]>;
  /** OP_QUERY's full collection name (`admin.$cmd`), used as the database when $db is absent. */
  queryNs?: string;
  moreToCome: boolean;
}

/** Thrown for bytes that do not frame as a valid message; the server drops the connection. */
const malformed = (): Error => new Error('malformed wire protocol message');

/**
 * Splits a buffer of back-to-back BSON documents into views of it. Views, not copies: commands
 * decode them or copy them into storage before the message buffer is released.
 */
export function splitDocuments(buf: Buffer, start: number, end: number): Buffer[] {
  const docs: Buffer[] = [];
  let pos = start;
  while (pos < end) {
    const len = buf.readInt32LE(pos);
    if (len < 5 || pos + len > end) throw malformed();
    docs.push(buf.subarray(pos, pos + len));
    pos += len;
  }
  return docs;
}

/** Parses one complete message (header included). */
export function parseMessage(msg: Buffer): Request {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  const sequences = new Map<string, Buffer[]>();
  if (opCode === OP_MSG) {
    const flags = msg.readUInt32LE(16);
    const end = flags & FLAG_CHECKSUM ? msg.length - 4 : msg.length;
    let pos = 20;
    let command: Doc = {};
    while (pos < end) {
      const kind = msg[pos];
      pos++;
      const size = msg.readInt32LE(pos);
      if (size < 5 || pos + size > end || (kind !== 0 && kind !== 1)) throw malformed();
      if (kind === 0) {
        command = decodeExact(msg.subarray(pos, pos + size));
      } else {
        const idEnd = msg.indexOf(0, pos + 4);
        if (idEnd < 0 || idEnd >= pos + size) throw malformed();
        const identifier = msg.toString('utf8', pos + 4, idEnd);
        sequences.set(identifier, splitDocuments(msg, idEnd + 1, pos + size));
      }
      pos += size;
    }
    return { requestId, opCode, command, sequences, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
  }
  if (opCode === OP_QUERY) {
    const nsEnd = msg.indexOf(0, 20);
    const queryNs = msg.toString('utf8', 20, nsEnd);
    const docStart = nsEnd + 1 + 8;
    const size = msg.readInt32LE(docStart);
    let command = decodeExact(msg.subarray(docStart, docStart + size));
    // Legacy drivers wrap the command as { $query: {...}, $readPreference: ... }.
    if (command.$query && typeof command.$query === 'object') command = command.$query as Doc;
    return { requestId, opCode, command, sequences, queryNs, moreToCome: false };
  }
  return { requestId, opCode, command: {}, sequences, moreToCome: false };
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** OP_MSG reply with one kind-0 section holding the already-encoded body. */
export function encodeOpMsg(responseTo: number, body: Buffer): Buffer[] {
  const prefix = Buffer.alloc(5); // flagBits (0) + section kind 0
  return [header(16 + 5 + body.length, responseTo, OP_MSG), prefix, body];
}

/** OP_REPLY, the answer to a legacy OP_QUERY (only the handshake uses it nowadays). */
export function encodeOpReply(responseTo: number, body: Buffer): Buffer[] {
  const fields = Buffer.alloc(20); // responseFlags, cursorID (0), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  return [header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body];
}
