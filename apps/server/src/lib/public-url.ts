import type { Config } from '../config';

/**
 * The address people reach the product at, for links that leave the app: e-mails and a meeting's
 * shareable address. Links the app follows itself (joining) are relative instead.
 */
export function publicBaseUrl(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
