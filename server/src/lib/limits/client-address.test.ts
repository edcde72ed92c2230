import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, in either notation', () => {
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('keys an IPv6 address on its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::9',
      '[2001:db8:1:2::7]',
      '2001:db8:1:2::8%eth0',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address alone', () => {
    expect(addressKey(undefined)).toBe('');
    expect(addressKey('unix:/tmp/socket')).toBe('unix:/tmp/socket');
  });
});
