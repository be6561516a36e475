import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret keys the HMACs of codes and join tokens. When SECRET_KEY is not configured, one is
 * generated on first start and kept in DATA_DIR (readable by the owner only), so codes and sessions
 * survive a restart.
 */
export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, generated + '\n', { mode: 0o600 });
  return generated;
}
