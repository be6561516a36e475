import { z } from 'zod';

/** One field-level problem; `field` is the input path, or `general` when no single field is at fault. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const GENERAL_FIELD = 'general';

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Every reply of the API has this shape (docs/product.md, 'Envelope'). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: data.nullable(),
    errors: z.array(fieldErrorSchema),
  });
}

/** A paged list: `data` is the array, `pagination` sits beside it. */
export function pagedEnvelopeSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(z.array(item)).extend({ pagination: paginationSchema });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: z.array(fieldErrorSchema),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T | null;
  errors: FieldError[];
}

export interface PagedEnvelope<T> extends Envelope<T[]> {
  pagination: Pagination;
}
