import { isIPv4, isIPv6 } from 'node:net';

/**
 * IPv6 `address` as its eight hextets (lower-case, no leading zeros), with `::` expanded and a
 * trailing dotted IPv4 part read as two hextets; undefined when it is not IPv6.
 */
function hextets(address: string): string[] | undefined {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((part) => parseInt(part, 16).toString(16));
}

/**
 * The key a client counts against in per-address limits. An IPv4 address is itself; so is an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack server reports IPv4 clients). Any
 * other IPv6 address counts by its /64 prefix (`2001:db8:0:1::/64`): one host or home gets a
 * whole /64 and could otherwise take a fresh address, and a fresh allowance, for every request.
 * Anything else (a missing address) is kept as it is.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const parts = hextets(address);
  if (!parts) return address;
  const mapped = parts.slice(0, 5).every((part) => part === '0') && parts[5] === 'ffff';
  if (mapped) {
    const [high, low] = [parseInt(parts[6]!, 16), parseInt(parts[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${parts.slice(0, 4).join(':')}::/64`;
}
