// A certificate authority made for one test with openssl, and a server certificate it signed: what
// an operator's TURN_TLS_CERT and TURN_TLS_KEY would be, trusted by the test's client alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TestCertificate {
  caFile: string;
  ca: string;
  certFile: string;
  keyFile: string;
}

/** `subjectAltNames` in openssl's form: `IP:127.0.0.1`, `DNS:turn.example.test`. */
export function makeTestCertificate(dir: string, subjectAltNames: string[]): TestCertificate {
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  openssl([
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Video Meeting test CA'],
    ...['-keyout', file('ca.key'), '-out', file('ca.pem')],
    ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  ]);
  fs.writeFileSync(
    file('server.ext'),
    [
      `subjectAltName=${subjectAltNames.join(',')}`,
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  openssl([
    ...['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=turn server'],
    ...['-keyout', file('server.key'), '-out', file('server.csr')],
  ]);
  openssl([
    ...['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key')],
    ...['-CAcreateserial', '-days', '2', '-extfile', file('server.ext'), '-out', file('server.pem')],
  ]);
  return {
    caFile: file('ca.pem'),
    ca: fs.readFileSync(file('ca.pem'), 'utf8'),
    certFile: file('server.pem'),
    keyFile: file('server.key'),
  };
}
