// Installs Debian packages without letting their maintainer scripts start the system services they
// bring. Our tests run their own throwaway redis-server, PostgreSQL and nginx on free ports; a system
// nginx on port 80 with Debian's demo site is nothing we want, and a service start that fails in a
// postinst (nginx's demo site listens on [::]:80, which fails where IPv6 is off) fails the whole
// apt-get run.
//
// Debian's way to say 'do not start services now' is /usr/sbin/policy-rc.d exiting 101 (invoke-rc.d
// and deb-systemd-invoke both ask it). Containers often have one already: then it is theirs and we
// leave it alone. Otherwise we write one for the duration of the install and remove it afterwards;
// the marker line lets a later run recognise and remove one that a killed run left behind.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const POLICY_FILE = '/usr/sbin/policy-rc.d';
const MARKER = '# written by video-meeting scripts/lib/no-service-start.mjs';

function ourPolicyIsThere() {
  try {
    return readFileSync(POLICY_FILE, 'utf8').includes(MARKER);
  } catch {
    return false;
  }
}

/** Runs `install()` (synchronous, e.g. ensurePackages) with service starts denied; returns its result. */
export function withoutServiceStarts(install) {
  if (ourPolicyIsThere()) rmSync(POLICY_FILE);
  const written = !existsSync(POLICY_FILE);
  if (written) writeFileSync(POLICY_FILE, `#!/bin/sh\n${MARKER}\nexit 101\n`, { mode: 0o755 });
  try {
    return install();
  } finally {
    if (written && ourPolicyIsThere()) rmSync(POLICY_FILE);
  }
}
