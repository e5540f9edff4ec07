import { BSON, Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'bson';
import { decodeFields } from '../src/bson/fields';
import { compareValues, keyOf } from '../src/bson/values';
import { SortedList } from '../src/engine/sorted-list';
import { filterFields } from '../src/engine/matcher';
import { MessageFramer } from '../src/wire/framer';

// Internals the wire-level suites rely on, checked directly (no server involved).

describe('decodeFields', () => {
  it('decodes chosen top-level fields of every type like a full decode', () => {
    const doc = {
      _id: new ObjectId(),
      d: new Double(1.5),
      s: 'héllo',
      o: { a: 1, b: [2] },
      arr: [1, 'x', { y: true }],
      bin: new Binary(Buffer.from([1, 2, 3])),
      bool: false,
      date: new Date('2024-01-01'),
      nul: null,
      re: /x/g,
      i: new Int32(-7),
      ts: new Timestamp({ t: 5, i: 6 }),
      l: Long.fromNumber(2 ** 40),
      big: Long.fromString('9007199254740993'),
      dec: Decimal128.fromString('1.25'),
      skipped: 'never decoded',
    };
    const raw = Buffer.from(BSON.serialize(doc));
    const wanted = new Set(Object.keys(doc).filter((k) => k !== 'skipped'));
    const partial = decodeFields(raw, wanted);
    const full = BSON.deserialize(raw);
    delete full.skipped;
    expect(partial).toEqual(full);
    expect(Object.keys(decodeFields(raw, new Set(['s', 'missing'])))).toEqual(['s']);
  });
});

describe('filterFields', () => {
  it('lists the top-level fields a filter reads, or gives up on opaque operators', () => {
    expect(filterFields({ a: 1, 'b.c': 2, $or: [{ d: 1 }, { $and: [{ e: 2 }] }] })).toEqual(
      new Set(['a', 'b', 'd', 'e']),
    );
    expect(filterFields({ $expr: { $gt: ['$a', 1] } })).toBeUndefined();
  });
});

describe('BSON ordering and keys', () => {
  it('orders across types as mongod does and keys equal numbers alike', () => {
    const values = [new Date(0), true, new ObjectId('0'.repeat(24)), [1], { a: 1 }, 'a', 2, null];
    const sorted = [...values].sort(compareValues);
    expect(sorted).toEqual([
      null,
      2,
      'a',
      { a: 1 },
      [1],
      new ObjectId('0'.repeat(24)),
      true,
      new Date(0),
    ]);
    expect(keyOf(new Int32(3))).toBe(keyOf(3));
    expect(keyOf(Long.fromNumber(3))).toBe(keyOf(new Double(3)));
    expect(keyOf('3')).not.toBe(keyOf(3));
  });
});

describe('SortedList', () => {
  it('stays ordered through many random inserts and deletes', () => {
    const list = new SortedList<number>((a, b) => a - b);
    const model: number[] = [];
    let seed = 42;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 10_000;
    for (let i = 0; i < 5_000; i++) {
      const v = rand();
      list.insert(v);
      model.push(v);
      if (i % 3 === 0) {
        const gone = model.splice(rand() % model.length, 1)[0] as number;
        expect(list.delete(gone)).toBe(true);
      }
    }
    model.sort((a, b) => a - b);
    expect([...list.ascending()]).toEqual(model);
    expect([...list.descending()]).toEqual([...model].reverse());
    const from = model[Math.floor(model.length / 2)] as number;
    expect([...list.ascending(from)]).toEqual(model.filter((v) => v >= from));
    expect([...list.descending(from)]).toEqual(model.filter((v) => v <= from).reverse());
    expect(list.size).toBe(model.length);
    expect(list.delete(-1)).toBe(false);
  });
});

describe('MessageFramer', () => {
  const message = (n: number): Buffer => {
    const b = Buffer.alloc(n, n);
    b.writeInt32LE(n, 0);
    return b;
  };

  it('reassembles messages split and merged across chunks', () => {
    const framer = new MessageFramer(1 << 20);
    const stream = Buffer.concat([message(20), message(1000), message(16)]);
    const out: Buffer[] = [];
    for (let i = 0; i < stream.length; i += 7)
      out.push(...(framer.push(stream.subarray(i, i + 7)) ?? []));
    expect(out.map((m) => m.length)).toEqual([20, 1000, 16]);
    expect(out[1]?.equals(message(1000))).toBe(true);
  });

  it('rejects impossible lengths', () => {
    expect(new MessageFramer(100).push(message(200))).toBeUndefined();
    expect(new MessageFramer(100).push(Buffer.from([3, 0, 0, 0]))).toBeUndefined();
  });
});
