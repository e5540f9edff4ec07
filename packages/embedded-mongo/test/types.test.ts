import {
  type Document,
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
  type Collection,
} from 'mongodb';
import { freshCollection, useTestServer } from './helpers';

const server = useTestServer('types');
/** Documents whose _id may be any BSON value (the driver types default it to ObjectId). */
interface AnyDoc {
  _id?: number | string;
  [field: string]: unknown;
}
let coll: Collection<AnyDoc>;

beforeEach(() => {
  coll = freshCollection<AnyDoc>(server());
});

/** Reads back with promoteValues off so int32, int64 and double stay distinguishable. */
const exact = async (id: unknown) =>
  coll.findOne({ _id: id as never }, { promoteValues: false, promoteLongs: false });

describe('BSON types round-trip exactly', () => {
  it('keeps int32, int64, double, Decimal128, ObjectId, Date, binary and nested arrays', async () => {
    const oid = new ObjectId();
    const when = new Date('2024-02-29T12:34:56.789Z');
    const doc = {
      _id: 1,
      i: new Int32(7),
      l: Long.fromString('9007199254740993'),
      d: new Double(1),
      dec: Decimal128.fromString('1234567890.123456789'),
      oid,
      when,
      bin: new Binary(Buffer.from([0, 1, 2, 255])),
      uuid: new UUID('0f6f4d4e-0c7a-4c5f-9a1e-2b3c4d5e6f70').toBinary(),
      nested: [1, [2, [3, 'x']], { a: [new Int32(4)] }],
      ts: new Timestamp({ t: 1700000000, i: 3 }),
      min: new MinKey(),
      max: new MaxKey(),
      re: /ab+c/i,
      nul: null,
      t: true,
    };
    await coll.insertOne(doc);
    const back = await exact(1);
    expect(back?.i).toBeInstanceOf(Int32);
    expect(back?.l).toBeInstanceOf(Long);
    expect(String(back?.l)).toBe('9007199254740993');
    expect(back?.d).toBeInstanceOf(Double);
    expect(String(back?.dec)).toBe('1234567890.123456789');
    expect(String(back?.oid)).toBe(oid.toHexString());
    expect((back?.when as Date).toISOString()).toBe(when.toISOString());
    expect(Buffer.from((back?.bin as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect((back?.uuid as Binary).sub_type).toBe(4);
    const promoted = await coll.findOne({ _id: 1 });
    expect(promoted?.nested).toEqual([1, [2, [3, 'x']], { a: [4] }]);
    expect(promoted?.ts).toEqual(new Timestamp({ t: 1700000000, i: 3 }));
    expect(promoted?.min).toBeInstanceOf(MinKey);
    expect(promoted?.re).toEqual(/ab+c/i);
    expect(promoted).toMatchObject({ nul: null, t: true });
  });

  it('$inc keeps int64 as int64, promotes int32 overflow to int64 and int32 + double to double', async () => {
    await coll.insertOne({
      _id: 2,
      l: Long.fromNumber(5),
      i: new Int32(2147483647),
      j: new Int32(1),
      d: new Double(2.5),
    });
    await coll.updateOne({ _id: 2 }, {
      $inc: { l: 1, i: 1, j: 0.5, d: new Int32(1) },
    } as Document);
    const back = await exact(2);
    expect(back?.l).toBeInstanceOf(Long);
    expect(String(back?.l)).toBe('6');
    expect(back?.i).toBeInstanceOf(Long);
    expect(String(back?.i)).toBe('2147483648');
    expect(back?.j).toBeInstanceOf(Double);
    expect(Number(back?.j)).toBe(1.5);
    expect(back?.d).toBeInstanceOf(Double);
    expect(Number(back?.d)).toBe(3.5);
  });

  it('matches numbers across int32, int64 and double, and int64 beyond 2^53 exactly', async () => {
    await coll.insertMany([
      { _id: 'a', n: new Int32(3) },
      { _id: 'b', n: new Double(3) },
      { _id: 'c', n: Long.fromNumber(3) },
      { _id: 'd', n: Long.fromString('9007199254740993') },
    ]);
    expect(await coll.countDocuments({ n: 3 })).toBe(3);
    expect(await coll.countDocuments({ n: { $gt: 2.5, $lt: 4 } })).toBe(3);
    await coll.insertOne({ _id: 'e', n: Long.fromString('9007199254740992') });
    const exactBig = await coll.find({ n: Long.fromString('9007199254740993') }).toArray();
    expect(exactBig.map((d) => String(d._id))).toEqual(['d']);
  });

  it('keeps stored numeric types through pass-through aggregation stages', async () => {
    await coll.insertOne({
      _id: 3,
      i: new Int32(1),
      d: new Double(2),
      l: Long.fromNumber(5),
      s: 'x',
    });
    const options = { promoteValues: false, promoteLongs: false };
    const [projected] = await coll
      .aggregate(
        [{ $match: { _id: 3 } }, { $sort: { i: 1 } }, { $project: { i: 1, d: 1, l: 1 } }],
        options,
      )
      .toArray();
    expect(projected?.i).toBeInstanceOf(Int32);
    expect(projected?.d).toBeInstanceOf(Double);
    expect(projected?.l).toBeInstanceOf(Long);
    const [matched] = await coll.aggregate([{ $match: { s: 'x' } }], options).toArray();
    expect(matched?.d).toBeInstanceOf(Double);
  });

  it('queries by ObjectId, Date ranges and binary equality', async () => {
    const early = new Date('2020-01-01');
    const late = new Date('2030-01-01');
    const oid = new ObjectId();
    await coll.insertMany([
      { at: early, ref: oid, b: new Binary(Buffer.from('hi')) },
      { at: late },
    ]);
    expect(await coll.countDocuments({ at: { $lt: new Date('2025-01-01') } })).toBe(1);
    expect(await coll.countDocuments({ ref: oid })).toBe(1);
    expect(await coll.countDocuments({ b: new Binary(Buffer.from('hi')) })).toBe(1);
  });
});
