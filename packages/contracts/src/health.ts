import { z } from 'zod';

export const partStateSchema = z.enum(['ok', 'degraded', 'starting', 'ready', 'unavailable', 'disabled', 'error']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ status: z.enum(['ok', 'error']), dialect: z.enum(['sqlite', 'postgres']) }),
  parts: z.record(z.string(), z.object({ status: partStateSchema, detail: z.string().optional() })),
});
export type Health = z.infer<typeof healthSchema>;
