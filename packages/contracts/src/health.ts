import { z } from 'zod';

export const partStateSchema = z.enum(['ok', 'degraded', 'starting', 'ready', 'unavailable', 'disabled', 'error']);

/** What anyone may see: whether the server works. */
export const publicHealthSchema = z.object({ status: z.enum(['ok', 'degraded']) });

/** What an operator sees with OPERATOR_TOKEN: version, database and every part with its detail. */
export const healthSchema = publicHealthSchema.extend({
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ status: z.enum(['ok', 'error']), dialect: z.enum(['sqlite', 'postgres']) }),
  parts: z.record(z.string(), z.object({ status: partStateSchema, detail: z.string().optional() })),
});
export type Health = z.infer<typeof healthSchema>;
export type PublicHealth = z.infer<typeof publicHealthSchema>;
