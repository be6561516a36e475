import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '#server/lib/client-address-key.ts';

// Per-client limits count IPv4 addresses one by one and IPv6 clients by their /64 (decision record 007).
describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('counts every IPv6 address of one /64 as one client, and another /64 as another', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:abcd::9')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('gives null for a missing or unreadable address', () => {
    expect(clientAddressKey(undefined)).toBeNull();
    expect(clientAddressKey(null)).toBeNull();
    expect(clientAddressKey('')).toBeNull();
    expect(clientAddressKey('not an address')).toBeNull();
  });
});
