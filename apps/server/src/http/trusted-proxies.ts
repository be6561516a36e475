import { z } from 'zod';

const addressOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

const INSTEAD =
  "write the trusted proxies' addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), or nothing when no proxy stands in front";

/**
 * TRUST_PROXY: the only proxies whose X-Forwarded-For a node believes (docs/decisions/049), handed to
 * Fastify's trustProxy as they are. Empty or `false` trusts nobody. `true` and hop counts are refused
 * at start-up: `true` takes the client's own left-most entry, and Fastify 5 ignores a hop count, so
 * either one leaves every client with an address it chose or with the proxy's.
 */
export const trustedProxiesSetting = z
  .string()
  .transform((value, context): string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return [];
    const refuse = (problem: string) => {
      context.issues.push({ code: 'custom', message: `${problem}; ${INSTEAD}`, input: value });
      return z.NEVER;
    };
    if (text === 'true') return refuse("true would trust each client's own X-Forwarded-For");
    if (/^\d+$/.test(text)) return refuse('a hop count is ignored by Fastify 5');
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.find((entry) => !addressOrRange.safeParse(entry).success);
    if (invalid !== undefined) return refuse(`"${invalid}" is not an IP address or CIDR range`);
    // A /0 is every address: `true` by another name.
    const everyone = entries.find((entry) => /\/0+$/.test(entry));
    if (everyone !== undefined) return refuse(`${everyone} would trust every client`);
    return entries;
  })
  .default([]);
