import ipaddr from 'ipaddr.js';

/**
 * The key a per-client limit counts under (decision record 007): an IPv4 address as it is, an IPv6
 * address by its /64, and an IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) as the IPv4 address it
 * carries. One IPv6 subscriber usually gets a whole /64 and can pick any address in it, so counting
 * single IPv6 addresses would hand each of them billions of budgets. Undefined or unparsable input
 * gives null, which limits count as one bucket of its own.
 */
export function clientAddressKey(address: string | null | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
