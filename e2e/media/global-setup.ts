import { accessSync, constants } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { chromiumPath } from '../support/browser';

// Media tests only make sense inside the namespace that e2e/run-in-netns.sh makes: fail at once with
// the right command instead of letting every test time out.
export default function setup(): void {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  if (!addresses.some((address) => address.address === '127.1.0.1')) {
    throw new Error("Media tests run inside their network namespace: use 'npm run test:media'");
  }
  for (const [name, file] of [
    ['Chromium', chromiumPath],
    ['Janus', process.env.JANUS_PATH ?? '/usr/bin/janus'],
  ] as const) {
    try {
      accessSync(file, constants.X_OK);
    } catch {
      throw new Error(
        `${name} not found at ${file}: run 'node scripts/ensure-chromium.mjs' and 'node scripts/ensure-janus.mjs'`,
      );
    }
  }
}
