import { describe, expect, it } from 'vitest';
import { addressKey } from './address-rate-limit';

describe('the key a client address is counted under', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const one = addressKey('2001:db8:aa:1::1');
    expect(one).toBe('2001:db8:aa:1::/64');
    for (const same of [
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:0001:1234:5678:9abc:def0',
      '2001:DB8:AA:1::42%eth0',
      '2001:db8:aa:1:0:0:1.2.3.4',
    ])
      expect(addressKey(same), same).toBe(one);
    expect(addressKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
