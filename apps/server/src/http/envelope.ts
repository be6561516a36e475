import type { ApiErrorCode, ApiErrorParams, Envelope, FieldError, PagedEnvelope, Pagination } from '@vm/contracts';
import { GENERAL_FIELD } from '@vm/contracts';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data, errors: [] };
}

export function paged<T>(data: T[], pagination: Pagination, message = 'OK'): PagedEnvelope<T> {
  return { success: true, message, data, errors: [], pagination };
}

/** A failure: when no field is at fault, the one `general` entry repeats the message and code. */
export function failure(
  code: ApiErrorCode,
  message: string,
  errors: FieldError[] = [],
  params?: ApiErrorParams,
): Envelope<null> {
  return {
    success: false,
    message,
    code,
    ...(params ? { params } : {}),
    data: null,
    errors: errors.length > 0 ? errors : [{ field: GENERAL_FIELD, message, code, ...(params ? { params } : {}) }],
  };
}
