import { emailSchema, otpCodeSchema, personNameSchema, phoneSchema } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { matchMessage } from './known-messages';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message ?? '';

describe('known messages', () => {
  // If the contracts' wording changes, the forms would show it untranslated: this says so first.
  it.each([
    ['nameTooShort', firstMessage(personNameSchema.safeParse('A'))],
    ['nameTooLong', firstMessage(personNameSchema.safeParse('A'.repeat(101)))],
    ['emailInvalid', firstMessage(emailSchema.safeParse('not-an-address'))],
    ['phoneInvalid', firstMessage(phoneSchema.safeParse('123'))],
    ['phoneTooLong', firstMessage(phoneSchema.safeParse('1'.repeat(31)))],
    ['otpIncomplete', firstMessage(otpCodeSchema.safeParse('123'))],
    ['controlCharacters', firstMessage(personNameSchema.safeParse('Ada\u0085'))],
    ['directionControls', firstMessage(personNameSchema.safeParse('Ada\u202e'))],
    ['invalidCharacters', firstMessage(phoneSchema.safeParse('+90 555 000 0000\uD800'))],
  ])('recognise the contract rule %s', (key, text) => {
    expect(matchMessage(text)?.key).toBe(key);
  });

  it('read the numbers out of a contract rule, and know nothing else', () => {
    expect(matchMessage('Name must be at least 2 characters')).toEqual({ key: 'nameTooShort', values: { min: '2' } });
    expect(matchMessage('Something nobody listed')).toBeNull();
    // The server's answers are shown by their code (lib/api-error-text.ts), no longer by their words.
    expect(matchMessage('Please wait 42 seconds before requesting a new code.')).toBeNull();
  });
});
