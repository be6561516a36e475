import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText } from '@vm/contracts';
import { validationCode } from './validation-codes';

/** The first issue zod reports for `value`, shaped as fastify-type-provider-zod hands it over. */
function issueOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  const { code, path: _path, message: _message, ...params } = result.error.issues[0]!;
  return { keyword: code, params };
}

const unknownCodeRule = z.string().refine(() => false, { params: { code: 'NOPE' } });

describe('validationCode', () => {
  it.each([
    ['a missing value', z.object({ name: z.string() }), {}, false, { code: 'REQUIRED' }],
    ['a value of the wrong type', z.object({ name: z.string() }), { name: 5 }, true, { code: 'INVALID_TYPE' }],
    ['an empty required text', z.string().min(1), '', true, { code: 'REQUIRED' }],
    ['a text too short', z.string().min(2), 'a', true, { code: 'TOO_SHORT', params: { min: 2 } }],
    ['a text too long', z.string().max(3), 'abcd', true, { code: 'TOO_LONG', params: { max: 3 } }],
    ['a number too small', z.number().min(2), 1, true, { code: 'TOO_SMALL', params: { min: 2 } }],
    ['a number too big', z.number().max(100), 101, true, { code: 'TOO_BIG', params: { max: 100 } }],
    ['a bad e-mail address', z.email(), 'nope', true, { code: 'INVALID_EMAIL' }],
    ['a text of another format', z.string().regex(/^\d+$/), 'x', true, { code: 'INVALID_FORMAT' }],
    ['a value outside a list', z.enum(['a', 'b']), 'c', true, { code: 'INVALID_CHOICE' }],
    ['an unknown field', z.strictObject({}), { extra: 1 }, true, { code: 'UNKNOWN_FIELD' }],
    ['a refinement', z.string().refine(() => false), 'x', true, { code: 'INVALID_VALUE' }],
    ['a text with a direction control', plainText(), 'a\u202Eb', true, { code: 'DIRECTION_CONTROLS' }],
    ['a text with a C1 control', plainText(), 'a\u009bb', true, { code: 'CONTROL_CHARACTERS' }],
    ['a refinement naming an unknown code', unknownCodeRule, 'x', true, { code: 'INVALID_VALUE' }],
  ])('codes %s', (_case, schema, value, present, expected) => {
    expect(validationCode(issueOf(schema, value), present)).toEqual(expected);
  });
});
