import { z } from 'zod';

/**
 * One field-level problem; `field` is the input path, or `general` when no single field is at fault.
 * `code` is a stable machine code (API_ERROR_CODES) a client translates by, with the numbers its text
 * needs in `params` (`{ max: 80 }`); `message` is the same in English.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
    code: z.string().optional(),
  });
}

/** A paged list: `data` is the array, `pagination` sits beside it. */
export function pagedEnvelopeSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(z.array(item)).extend({ pagination: paginationSchema });
}

/** Codes are plain strings here, so a client older than a new code still reads the envelope. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: z.array(fieldErrorSchema),
  code: z.string().optional(),
  params: fieldErrorSchema.shape.params,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T | null;
  errors: FieldError[];
  /** On failures: what went wrong, as a stable machine code (API_ERROR_CODES). */
  code?: string;
  /** On failures whose text has numbers: the numbers, for the translated text. */
  params?: Record<string, string | number>;
}

export interface PagedEnvelope<T> extends Envelope<T[]> {
  pagination: Pagination;
}
