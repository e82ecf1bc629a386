import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './rate-limit-address';

describe('the address a rate limit counts', () => {
  it('is an IPv6 client’s /64, however its last 64 bits are written', () => {
    const a = rateLimitAddress('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(a);
  });

  it('is an IPv4 client’s own address, also when it arrives IPv4-mapped', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('203.0.113.8')).not.toBe('203.0.113.7');
  });
});
