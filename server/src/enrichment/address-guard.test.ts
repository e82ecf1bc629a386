import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-guard';

// One address inside each block of the IANA IPv4 Special-Purpose Address Registry.
const ipv4Registry = [
  ['0.0.0.0/8 "this network"', '0.1.2.3'],
  ['0.0.0.0/32 "this host on this network"', '0.0.0.0'],
  ['10.0.0.0/8 private-use', '10.0.0.5'],
  ['100.64.0.0/10 shared address space (carrier-grade NAT)', '100.127.255.254'],
  ['127.0.0.0/8 loopback', '127.8.8.8'],
  ['169.254.0.0/16 link-local, with the cloud metadata service', '169.254.169.254'],
  ['172.16.0.0/12 private-use', '172.31.255.255'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.200'],
  ['192.0.0.0/29 IPv4 service continuity prefix', '192.0.0.1'],
  ['192.0.0.8/32 IPv4 dummy address', '192.0.0.8'],
  ['192.0.0.9/32 port control protocol anycast', '192.0.0.9'],
  ['192.0.0.10/32 TURN anycast', '192.0.0.10'],
  ['192.0.0.170/32 NAT64/DNS64 discovery', '192.0.0.170'],
  ['192.0.0.171/32 NAT64/DNS64 discovery', '192.0.0.171'],
  ['192.0.2.0/24 documentation (TEST-NET-1)', '192.0.2.1'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1'],
  ['192.88.99.2/32 6a44 relay anycast', '192.88.99.2'],
  ['192.168.0.0/16 private-use', '192.168.1.20'],
  ['192.175.48.0/24 direct delegation AS112 service', '192.175.48.1'],
  ['198.18.0.0/15 benchmarking', '198.19.255.1'],
  ['198.51.100.0/24 documentation (TEST-NET-2)', '198.51.100.7'],
  ['203.0.113.0/24 documentation (TEST-NET-3)', '203.0.113.7'],
  ['240.0.0.0/4 reserved', '240.0.0.1'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
] as const;

// One address inside each block of the IANA IPv6 Special-Purpose Address Registry.
const ipv6Registry = [
  ['::1/128 loopback', '::1'],
  ['::/128 unspecified', '::'],
  ['::ffff:0:0/96 IPv4-mapped, carrying a private address', '::ffff:10.0.0.5'],
  ['64:ff9b::/96 IPv4-IPv6 translation, even of a public address', '64:ff9b::808:808'],
  ['64:ff9b:1::/48 local-use IPv4-IPv6 translation', '64:ff9b:1::a00:1'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1'],
  ['2001::/23 IETF protocol assignments', '2001:100::1'],
  ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:1::1/128 port control protocol anycast', '2001:1::1'],
  ['2001:1::2/128 TURN anycast', '2001:1::2'],
  ['2001:1::3/128 DNS-SD service registration protocol anycast', '2001:1::3'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 drone remote ID protocol entity tags', '2001:30::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4, even of a public address', '2002:808:808::1'],
  ['2620:4f:8000::/48 direct delegation AS112 service', '2620:4f:8000::1'],
  ['3fff::/20 documentation', '3fff::1'],
  ['5f00::/16 segment routing (SRv6) SIDs', '5f00::1'],
  ['fc00::/7 unique-local', 'fd12:3456:789a::1'],
  ['fe80::/10 link-local unicast', 'fe80::1'],
] as const;

// Addresses outside those registries, or written in ways a fetch could be tricked with.
const otherUnreachable = [
  ['224.0.0.0/4 multicast', '224.0.0.251'],
  ['ff00::/8 IPv6 multicast', 'ff02::1'],
  ['fec0::/10 deprecated site-local', 'fec0::1'],
  ['::/96 deprecated IPv4-compatible, as URL parsers write [::127.0.0.1]', '::7f00:1'],
  ['::/96 deprecated IPv4-compatible metadata address', '::a9fe:a9fe'],
  ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
  ['IPv4-mapped metadata address', '::ffff:a9fe:a9fe'],
  ['link-local with a zone', 'fe80::1%eth0'],
  ['loopback in brackets', '[::1]'],
  ['loopback as one decimal number', '2130706433'],
  ['loopback in inet_aton shorthand', '0x7f.1'],
  ['a public address with a zone, which IPv4 has not', '8.8.8.8%eth0'],
  ['a host name', 'not-an-ip'],
  ['nothing', ''],
] as const;

describe('the private address guard', () => {
  it.each(ipv4Registry)('refuses the IPv4 special-purpose block %s', (_block, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(ipv6Registry)('refuses the IPv6 special-purpose block %s', (_block, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(otherUnreachable)('refuses %s (%s)', (_what, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '192.88.100.1',
    '::ffff:8.8.8.8',
    '2606:4700::1111',
    '[2606:4700:4700::1111]',
    '2001:4860:4860::8888',
    '2a00:1450:4001::200e',
  ])('lets the public address %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});
