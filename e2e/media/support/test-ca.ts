import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestCertificate {
  caFile: string;
  certFile: string;
  keyFile: string;
}

/**
 * A CA made for one test with openssl and a server certificate it signed for `subjectAltNames`
 * (openssl's form: `IP:198.18.4.1`): what an operator gives the product in TURN_TLS_CERT and
 * TURN_TLS_KEY, trusted only by browsers whose NSS database the test adds the CA to (trustingHome).
 */
export async function makeTestCertificate(dir: string, subjectAltNames: string[]): Promise<TestCertificate> {
  await mkdir(dir, { recursive: true });
  const file = (name: string) => join(dir, name);
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Video Meeting test CA'],
    ...['-keyout', file('ca.key'), '-out', file('ca.pem')],
    ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  ]);
  await writeFile(
    file('server.ext'),
    [
      `subjectAltName=${subjectAltNames.join(',')}`,
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  await run('openssl', [
    ...['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=turn server'],
    ...['-keyout', file('server.key'), '-out', file('server.csr')],
  ]);
  await run('openssl', [
    ...['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key')],
    ...['-CAcreateserial', '-days', '2', '-extfile', file('server.ext'), '-out', file('server.pem')],
  ]);
  return { caFile: file('ca.pem'), certFile: file('server.pem'), keyFile: file('server.key') };
}

/**
 * A HOME whose NSS database (where Chromium on Linux reads the roots a user added) trusts `caFile` for
 * servers; give it to createTestHost's `home`. The machine's own /root/.pki stays untouched.
 */
export async function trustingHome(home: string, caFile: string): Promise<string> {
  const database = join(home, '.pki', 'nssdb');
  await mkdir(database, { recursive: true });
  await run('certutil', ['-d', `sql:${database}`, '-N', '--empty-password']);
  await run('certutil', ['-d', `sql:${database}`, '-A', '-t', 'C,,', '-n', 'test-ca', '-i', caFile]);
  return home;
}
