import type { Envelope, FieldError, PagedEnvelope, Pagination } from '@vm/contracts';
import { GENERAL_FIELD } from '@vm/contracts';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data, errors: [] };
}

export function paged<T>(data: T[], pagination: Pagination, message = 'OK'): PagedEnvelope<T> {
  return { success: true, message, data, errors: [], pagination };
}

export function failure(message: string, errors: FieldError[] = []): Envelope<null> {
  return {
    success: false,
    message,
    data: null,
    errors: errors.length > 0 ? errors : [{ field: GENERAL_FIELD, message }],
  };
}
