import type { Config } from '../config';

/** The address people reach the product at, for links in e-mails and join URLs. */
export function publicBaseUrl(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
