import { z } from 'zod';

export const partStateSchema = z.enum(['ok', 'degraded', 'starting', 'ready', 'unavailable', 'disabled', 'error']);

/** What anyone may see: whether the server works. */
export const publicHealthSchema = z.object({ status: z.enum(['ok', 'degraded']) });

/**
 * The node that answered, among the several REDIS_URL makes one product: its id (also the X-Node-Id
 * header of every reply to the operator), whether its Redis answers, and the live rooms it owns.
 */
export const nodeHealthSchema = z.object({
  id: z.string(),
  redis: z.enum(['ok', 'unavailable', 'not configured']),
  ownedRooms: z.number().int().nonnegative(),
});
export type NodeHealth = z.infer<typeof nodeHealthSchema>;

/** What an operator sees with OPERATOR_TOKEN: version, node, database and every part with its detail. */
export const healthSchema = publicHealthSchema.extend({
  version: z.string(),
  uptimeSeconds: z.number(),
  node: nodeHealthSchema,
  /**
   * The caller's address as this node sees it (after TRUST_PROXY, docs/decisions/049): behind a proxy,
   * the operator's own address here proves the proxy and TRUST_PROXY fit; the proxy's address means not.
   */
  clientAddress: z.string(),
  database: z.object({ status: z.enum(['ok', 'error']), dialect: z.enum(['sqlite', 'postgres']) }),
  parts: z.record(z.string(), z.object({ status: partStateSchema, detail: z.string().optional() })),
});
export type Health = z.infer<typeof healthSchema>;
export type PublicHealth = z.infer<typeof publicHealthSchema>;
