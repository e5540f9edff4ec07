import { encode, type Doc, decodePromoted } from '../bson/codec';
import { decodeFields } from '../bson/fields';
import { keyOf } from '../bson/values';
import { MongoServerError } from '../errors';
import { encodeRecord } from '../storage/records';
import { KeyIndex, type IndexSpec } from './key-index';

/** Where collections send the records that make their changes durable. */
export type JournalSink = (record: Buffer) => void;

/**
 * Promoted view of a stored document, the shape mingo and the indexes read: numbers as JS
 * numbers, except int64 values beyond 2^53, which stay Long (see promote()).
 */
export const promoteDoc = (raw: Buffer): Doc => decodePromoted(raw);

/** Promoted view of only some top-level fields (see decodeFields). */
export const promoteFields = (raw: Buffer, fields: ReadonlySet<string>): Doc =>
  decodeFields(raw, fields);

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/**
 * One collection: documents stored as their exact BSON bytes (so every type round-trips) keyed by
 * their `_id`, plus the indexes kept in step on every write. Each change is handed to the journal
 * before the command is acknowledged.
 *
 * The bytes are held as latin1 strings, which V8 stores one byte per character with a 16-byte
 * header; a Buffer per document cost about 2.5x the document itself in object overhead.
 */
export class Collection {
  private readonly docs = new Map<string, string>();
  readonly indexes: KeyIndex[] = [new KeyIndex(ID_INDEX)];
  /** Fields keyView decodes; null when some index needs the whole document; undefined: unknown. */
  private viewFields: Set<string> | null | undefined;

  constructor(
    readonly db: string,
    public name: string,
    readonly options: Doc,
    private readonly journal: JournalSink,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): KeyIndex {
    return this.indexes[0] as KeyIndex;
  }

  /** Number of documents. */
  get size(): number {
    return this.docs.size;
  }

  /** The stored BSON of a document, by id key. */
  raw(id: string): Buffer | undefined {
    const s = this.docs.get(id);
    return s === undefined ? undefined : Buffer.from(s, 'latin1');
  }

  /** Every (id key, BSON) pair in insertion order. */
  *entries(): Generator<[string, Buffer]> {
    for (const [id, s] of this.docs) yield [id, Buffer.from(s, 'latin1')];
  }

  /** Total BSON bytes of the documents. */
  get dataSize(): number {
    let n = 0;
    for (const s of this.docs.values()) n += s.length;
    return n;
  }

  /**
   * The fields of a document the indexes read: only those top-level fields when every index is
   * on top-level fields (the cheap, common case), else the whole promoted document.
   */
  keyView(raw: Buffer): Doc {
    if (this.viewFields === undefined) {
      const simple = this.indexes.every((i) => i.topLevel);
      this.viewFields = simple ? new Set(['_id', ...this.indexes.flatMap((i) => i.fields)]) : null;
    }
    return this.viewFields ? decodeFields(raw, this.viewFields) : promoteDoc(raw);
  }

  findIndex(name: string): KeyIndex | undefined {
    return this.indexes.find((i) => i.name === name);
  }

  /**
   * Stores raw as the document with its `_id`, replacing any previous version. Unique indexes are
   * checked before anything changes, so a rejected write leaves no trace.
   */
  put(
    raw: Buffer,
    doc: Doc = this.keyView(raw),
    options: { journal: boolean; previous?: Doc; recovering?: boolean } = { journal: true },
  ): void {
    const id = keyOf(doc._id);
    // _id uniqueness is the docs map itself (put replaces by _id; insert checks first). Replayed
    // records were checked when first written.
    if (!options.recovering)
      for (let i = 1; i < this.indexes.length; i++) this.indexes[i]?.checkUnique(doc, id, this.ns);
    const previousRaw = options.previous ? undefined : this.raw(id);
    const previous = options.previous ?? (previousRaw ? this.keyView(previousRaw) : undefined);
    this.docs.set(id, raw.toString('latin1'));
    for (const index of this.indexes) index.replace(previous, doc, id);
    if (options.journal) this.journal(encodeRecord('p', this.ns, raw));
  }

  /** Inserts a new document; a taken `_id` is a duplicate key error like any unique index. */
  insert(raw: Buffer, doc: Doc = this.keyView(raw)): void {
    if (Array.isArray(doc._id))
      throw new MongoServerError('BadValue', `The '_id' value cannot be of type array`);
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw this.idIndex.duplicateError([doc._id], this.ns);
    this.put(raw, doc);
  }

  remove(id: string, options: { journal: boolean } = { journal: true }): boolean {
    const raw = this.raw(id);
    if (!raw) return false;
    const doc = this.keyView(raw);
    this.unindex(id, doc);
    this.docs.delete(id);
    // Replay finds the document by keyOf(_id), which is the same for the promoted form.
    if (options.journal) this.journal(encodeRecord('d', this.ns, encode({ _id: doc._id })));
    return true;
  }

  private unindex(id: string, doc: Doc): void {
    for (const index of this.indexes) index.remove(doc, id);
  }

  /** Builds an index over the existing documents; fails (leaving none) on a duplicate. */
  createIndex(spec: IndexSpec, options: { journal: boolean } = { journal: true }): void {
    const index = new KeyIndex(spec);
    for (const [id, raw] of this.entries()) {
      const doc = promoteDoc(raw);
      index.checkUnique(doc, id, this.ns);
      index.add(doc, id);
    }
    this.indexes.push(index);
    this.viewFields = undefined;
    if (options.journal) this.journal(encodeRecord('x', this.ns, encode(spec)));
  }

  dropIndex(name: string, options: { journal: boolean } = { journal: true }): void {
    const i = this.indexes.findIndex((x) => x.name === name);
    if (i < 0) throw new MongoServerError('IndexNotFound', `index not found with name [${name}]`);
    if (i === 0) throw new MongoServerError('InvalidOptions', 'cannot drop _id index');
    this.indexes.splice(i, 1);
    this.viewFields = undefined;
    if (options.journal) this.journal(encodeRecord('X', this.ns, encode({ name })));
  }

  /** The records that recreate this collection, for a snapshot. */
  *dump(): Generator<Buffer> {
    yield encodeRecord('c', this.ns, encode(this.options));
    for (const index of this.indexes.slice(1)) yield encodeRecord('x', this.ns, encode(index.spec));
    for (const [, raw] of this.entries()) yield encodeRecord('p', this.ns, raw);
  }
}
