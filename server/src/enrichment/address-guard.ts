import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

// Special-purpose blocks that ipaddr.js 2.5 still calls 'unicast'; the rest of the IANA IPv4 and
// IPv6 special-purpose registries comes from the library, so new ranges arrive with its updates.
const missedByLibrary = {
  // IPv4-compatible IPv6 (RFC 4291, deprecated): URL parsers still turn [::127.0.0.1] into
  // [::7f00:1] and some dual-stack hosts route it to the IPv4 address (whitequark/ipaddr.js#203).
  ipv4Compatible: ipaddr.IPv6.parseCIDR('::/96'),
  // Dummy IPv6 prefix (RFC 9780, 2025), newer than the library's list.
  dummy: ipaddr.IPv6.parseCIDR('100:0:0:1::/64'),
};

/**
 * True unless an IP address is an ordinary public unicast address: private, loopback, link-local,
 * CGNAT, multicast, documentation, translation (NAT64, 6to4, Teredo) and every other special-purpose
 * range is blocked. An IPv4-mapped IPv6 address is judged by the IPv4 address it carries. Anything
 * that is not a valid IP address counts as blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  // Only the forms the socket accepts: ipaddr.js also reads inet_aton shorthands such as 2130706433
  // or 0x7f.1, and judging one of those would judge an address other than the one dialled.
  if (isIP(bare) === 0) return true;
  // ipaddr.js reads only alphanumeric zones, and a zone does not change which range an address is in.
  const parsed = ipaddr.process(bare.replace(/%.*$/, ''));
  if (parsed.range() !== 'unicast') return true;
  return ipaddr.subnetMatch(parsed, missedByLibrary) !== 'unicast';
}
