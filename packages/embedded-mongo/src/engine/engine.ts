import { encode, type Doc, decodeExact, decodePromoted } from '../bson/codec';
import { keyOf } from '../bson/values';
import { MongoServerError } from '../errors';
import type { RecordData } from '../storage/records';
import { encodeRecord } from '../storage/records';
import { Store } from '../storage/store';
import { Collection } from './collection';
import type { IndexSpec } from './key-index';

/**
 * The catalog: databases and their collections, with every change journaled through the store.
 * Commands run synchronously against it; `commitAsync()` (group commit) or `commit()` makes their
 * effects durable before a reply.
 */
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  private readonly store: Store | undefined;
  private readonly sink = (record: Buffer): void => this.store?.append(record);

  /** dbPath undefined keeps everything in memory (used by the in-process benchmark). */
  constructor(dbPath?: string) {
    this.store = dbPath === undefined ? undefined : new Store(dbPath);
    this.store?.open((r) => this.apply(r));
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created implicitly as mongod does for writes and createIndexes. */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, options: Doc, journal = true): Collection {
    validateName(db, name);
    if (this.collection(db, name))
      throw new MongoServerError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    const coll = new Collection(db, name, options, this.sink);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    colls.set(name, coll);
    if (journal) this.sink(encodeRecord('c', coll.ns, encode(options)));
    return coll;
  }

  dropCollection(db: string, name: string, journal = true): boolean {
    const existed = this.dbs.get(db)?.delete(name) ?? false;
    if (existed && journal) this.sink(encodeRecord('D', `${db}.${name}`));
    if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
    return existed;
  }

  dropDatabase(db: string, journal = true): void {
    if (this.dbs.delete(db) && journal) this.sink(encodeRecord('B', db));
  }

  renameCollection(
    from: [string, string],
    to: [string, string],
    dropTarget: boolean,
    journal = true,
  ): void {
    const source = this.collection(...from);
    if (!source)
      throw new MongoServerError('NamespaceNotFound', 'Source collection does not exist');
    if (this.collection(...to)) {
      if (!dropTarget) throw new MongoServerError('NamespaceExists', 'target namespace exists');
      this.dropCollection(...to, false);
    }
    validateName(...to);
    this.dropCollection(...from, false);
    const target = new Collection(to[0], to[1], source.options, this.sink);
    // Moving documents re-keys nothing: indexes are rebuilt over the same bytes.
    for (const index of source.indexes.slice(1)) target.createIndex(index.spec, { journal: false });
    for (const [, raw] of source.entries()) target.put(raw, undefined, { journal: false });
    if (!this.dbs.has(to[0])) this.dbs.set(to[0], new Map());
    this.dbs.get(to[0])?.set(to[1], target);
    if (journal)
      this.sink(
        encodeRecord('r', `${from[0]}.${from[1]}`, encode({ to: `${to[0]}.${to[1]}`, dropTarget })),
      );
  }

  /** Replays one journal or snapshot record (recovery); changes are not journaled again. */
  private apply(r: RecordData): void {
    const [db, name] = splitNs(r.ns);
    const noJournal = { journal: false };
    switch (r.op) {
      case 'p':
        (this.collection(db, name) ?? this.createCollection(db, name, {}, false)).put(
          r.body,
          undefined,
          { journal: false, recovering: true },
        );
        break;
      case 'd':
        this.collection(db, name)?.remove(keyOfBody(r.body), noJournal);
        break;
      case 'c':
        if (!this.collection(db, name)) this.createCollection(db, name, decodeExact(r.body), false);
        break;
      case 'x': {
        const coll = this.collection(db, name) ?? this.createCollection(db, name, {}, false);
        const spec = decodeExact(r.body) as IndexSpec;
        if (!coll.findIndex(spec.name)) coll.createIndex(spec, noJournal);
        break;
      }
      case 'X':
        if (this.collection(db, name)?.findIndex(String(decodePromoted(r.body).name)))
          this.collection(db, name)?.dropIndex(String(decodePromoted(r.body).name), noJournal);
        break;
      case 'D':
        this.dropCollection(db, name, false);
        break;
      case 'B':
        this.dropDatabase(r.ns, false);
        break;
      case 'r': {
        const { to, dropTarget } = decodePromoted(r.body) as { to: string; dropTarget: boolean };
        if (this.collection(db, name))
          this.renameCollection([db, name], splitNs(to), dropTarget, false);
        break;
      }
      default:
        break;
    }
  }

  /** Makes everything done since the last commit durable now; compacts when the journal is large. */
  commit(): void {
    if (this.store?.flush()) this.compact();
  }

  /** True when changes wait to be made durable (a reply must wait for commitAsync). */
  get hasPendingWrites(): boolean {
    return this.store?.hasPending ?? false;
  }

  /** Group commit: resolves once everything done so far is on disk. */
  commitAsync(): Promise<void> {
    const store = this.store;
    if (!store) return Promise.resolve();
    return new Promise((resolve, reject) =>
      store.sync(
        (error) => (error ? reject(error) : resolve()),
        () => this.compact(),
      ),
    );
  }

  compact(): void {
    this.store?.compact(() => this.dump());
  }

  private *dump(): Generator<Buffer> {
    for (const colls of this.dbs.values()) for (const coll of colls.values()) yield* coll.dump();
  }

  get storageSizes(): { journal: number; snapshot: number } {
    return this.store?.sizes ?? { journal: 0, snapshot: 0 };
  }

  close(): Promise<void> {
    return this.store?.close() ?? Promise.resolve();
  }
}

const keyOfBody = (body: Buffer): string => keyOf(decodePromoted(body)._id);

export function splitNs(ns: string): [string, string] {
  const dot = ns.indexOf('.');
  return dot < 0 ? [ns, ''] : [ns.slice(0, dot), ns.slice(dot + 1)];
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db))
    throw new MongoServerError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0'))
    throw new MongoServerError('InvalidNamespace', `Invalid collection name: ${name}`);
}
