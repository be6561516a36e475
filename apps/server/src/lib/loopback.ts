import net from 'node:net';

/**
 * True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. Reads the socket's own address, never a
 * forwarded header, so a proxy cannot make a remote request look local.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}
