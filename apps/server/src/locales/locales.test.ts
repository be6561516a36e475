import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import { translate } from './translate';

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

describe('server locale files', () => {
  it('have the same keys in English and Turkish', () => {
    expect(flatten(tr).sort()).toEqual(flatten(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of flatten(en)) {
      const read = (catalog: unknown) =>
        key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalog);
      expect(placeholders(String(read(tr))), key).toEqual(placeholders(String(read(en))));
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'otp.subject', { code: '123456' })).toBe('123456 is your Video Meeting code');
    expect(translate('tr', 'invitation.cancelBody', { organizer: 'Ada', title: 'Plan' })).toBe(
      'Ada, "Plan" toplantısına davetinizi iptal etti.',
    );
  });
});
