import { Decimal128, Double, Int32, Long } from 'bson';
import { toNumber } from '../bson/values';

/**
 * Arithmetic that keeps BSON numeric types the way mongod does: int32 op int32 stays int32 unless
 * it overflows (then int64), int64 stays int64, anything with a double is a double, and decimal
 * wins over all. Decimal arithmetic goes through doubles (documented limit).
 */
type Kind = 0 | 1 | 2 | 3;
const INT = 0;
const LONG = 1;
const DOUBLE = 2;
const DECIMAL = 3;

function kindOf(v: unknown): Kind {
  switch ((v as { _bsontype?: string })._bsontype) {
    case 'Int32':
      return INT;
    case 'Long':
      return LONG;
    case 'Decimal128':
      return DECIMAL;
    default:
      return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 0x7fffffff
        ? INT
        : DOUBLE;
  }
}

const toLong = (v: unknown): Long =>
  (v as { _bsontype?: string })._bsontype === 'Long' ? (v as Long) : Long.fromNumber(toNumber(v));

function fromKind(kind: Kind, value: number): unknown {
  if (kind === INT)
    return Number.isInteger(value) && Math.abs(value) <= 0x7fffffff
      ? new Int32(value)
      : Long.fromNumber(value);
  if (kind === LONG) return Long.fromNumber(value);
  if (kind === DECIMAL) return Decimal128.fromString(String(value));
  return new Double(value);
}

export function add(a: unknown, b: unknown): unknown {
  const kind = Math.max(kindOf(a), kindOf(b)) as Kind;
  if (kind === LONG) return toLong(a).add(toLong(b));
  return fromKind(kind, toNumber(a) + toNumber(b));
}

export function multiply(a: unknown, b: unknown): unknown {
  const kind = Math.max(kindOf(a), kindOf(b)) as Kind;
  if (kind === LONG) return toLong(a).multiply(toLong(b));
  return fromKind(kind, toNumber(a) * toNumber(b));
}

/** Zero of b's type: what `$mul` stores into a missing field. */
export const zeroLike = (b: unknown): unknown => fromKind(kindOf(b), 0);
