import { API_ERROR_CODES, type ApiErrorCode, type ApiErrorParams } from '@vm/contracts';

/** What fastify-type-provider-zod keeps of a zod issue: its code as `keyword`, the rest as `params`. */
interface ValidationIssue {
  keyword: string;
  params?: Record<string, unknown>;
}

/**
 * The machine code (and its numbers) for one failed rule of a shared schema, so a client can say
 * 'Too long (at most 80 characters)' in its own language. `present` tells a missing value from a
 * wrong one: zod reports both as `invalid_type`.
 */
export function validationCode(
  issue: ValidationIssue,
  present: boolean,
): { code: ApiErrorCode; params?: ApiErrorParams } {
  const params = issue.params ?? {};
  const isText = params.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return { code: present ? 'INVALID_TYPE' : 'REQUIRED' };
    case 'too_small':
      if (isText && Number(params.minimum) === 1) return { code: 'REQUIRED' };
      return { code: isText ? 'TOO_SHORT' : 'TOO_SMALL', params: bound('min', params.minimum) };
    case 'too_big':
      return { code: isText ? 'TOO_LONG' : 'TOO_BIG', params: bound('max', params.maximum) };
    case 'invalid_format':
      return { code: params.format === 'email' ? 'INVALID_EMAIL' : 'INVALID_FORMAT' };
    case 'invalid_value':
      return { code: 'INVALID_CHOICE' };
    case 'unrecognized_keys':
      return { code: 'UNKNOWN_FIELD' };
    case 'custom':
      // A shared schema's own rule may name its code (packages/contracts/src/fields.ts, plainText).
      return { code: ownCode(params.params) ?? 'INVALID_VALUE' };
    default:
      return { code: 'INVALID_VALUE' };
  }
}

function bound(name: 'min' | 'max', value: unknown): ApiErrorParams | undefined {
  if (typeof value === 'number' || typeof value === 'bigint') return { [name]: Number(value) };
  // Dates compare as numbers; a date bound is shown as its ISO time.
  if (value instanceof Date) return { [name]: value.toISOString() };
  return undefined;
}

function ownCode(params: unknown): ApiErrorCode | undefined {
  const code = (params as { code?: unknown } | undefined)?.code;
  return (API_ERROR_CODES as readonly unknown[]).includes(code) ? (code as ApiErrorCode) : undefined;
}
