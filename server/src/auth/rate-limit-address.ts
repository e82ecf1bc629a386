import ipaddr from 'ipaddr.js';

/**
 * The client address the sign-in and forgot-password limits count. An IPv6 client counts by its
 * /64: one subscriber's network is at least that big, and counting each address apart would hand an
 * attacker 2^64 fresh quotas. IPv4 (an IPv4-mapped IPv6 address too) counts as itself.
 */
export function rateLimitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
