import type { ApiErrorCode, ApiErrorParams, FieldError } from '@vm/contracts';

/** A field problem as the server raises it: its code is checked against the contracts' list. */
export interface CodedFieldError extends FieldError {
  code: ApiErrorCode;
}

/**
 * An error meant for the caller: its status, code and message are sent as they are. Anything else
 * that escapes a route is an internal error and is hidden behind a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fieldErrors: CodedFieldError[] = [],
    readonly headers: Record<string, string> = {},
    readonly params?: ApiErrorParams,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(code: ApiErrorCode, message: string, fieldErrors: CodedFieldError[] = []) {
    return new AppError(400, code, message, fieldErrors);
  }
  static unauthorized(code: ApiErrorCode = 'AUTH_REQUIRED', message = 'Authentication required') {
    return new AppError(401, code, message);
  }
  static forbidden(code: ApiErrorCode, message: string) {
    return new AppError(403, code, message);
  }
  static notFound(code: ApiErrorCode, message: string) {
    return new AppError(404, code, message);
  }
  static conflict(code: ApiErrorCode, message: string, fieldErrors: CodedFieldError[] = [], params?: ApiErrorParams) {
    return new AppError(409, code, message, fieldErrors, {}, params);
  }
  static tooManyRequests(code: ApiErrorCode, message: string, retryAfterSeconds: number, params?: ApiErrorParams) {
    const headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return new AppError(429, code, message, [], headers, params);
  }
  static unavailable(code: ApiErrorCode, message: string) {
    return new AppError(503, code, message);
  }
}
