import type { FieldError } from '@vm/contracts';

/**
 * An error meant for the caller: its status and message are sent as they are. Anything else that
 * escapes a route is an internal error and is hidden behind a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, fieldErrors: FieldError[] = []) {
    return new AppError(400, message, fieldErrors);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, message);
  }
  static forbidden(message: string) {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message);
  }
  static conflict(message: string, fieldErrors: FieldError[] = []) {
    return new AppError(409, message, fieldErrors);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, [], { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
  static unavailable(message: string) {
    return new AppError(503, message);
  }
}
