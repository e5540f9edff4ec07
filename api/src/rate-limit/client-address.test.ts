import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = addressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    for (const same of [
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:1234:5678:9abc:def0',
      '2001:db8::1:0:0:0:7',
      '2001:db8:0:1::a%eth0',
      '2001:db8:0:1:0:0:1.2.3.4',
    ]) {
      expect(addressKey(same)).toBe(key);
    }
  });

  it('keeps other /64s apart', () => {
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});
