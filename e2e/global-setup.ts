import { accessSync, constants, existsSync } from 'node:fs';
import { chromiumPath } from './support/browser';
import { repoRoot } from './support/product';
import { join } from 'node:path';

// Fails the run at once with the fix, instead of letting every test time out on a missing
// prerequisite.
export default function setup(): void {
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    throw new Error(`Chromium not found at ${chromiumPath}: run 'node scripts/ensure-chromium.mjs' first`);
  }
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error("The web app is not built (apps/web/dist/index.html is missing): run 'npm run build' first");
  }
}
