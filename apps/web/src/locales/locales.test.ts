import { API_ERROR_CODES } from '@vm/contracts';
import { describe, expect, it } from 'vitest';

// Every namespace file of every language, read from disk by the bundler, not from the typed
// `resources` object: a file that index.ts forgot to register is checked too.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function byLanguage(language: string): Map<string, Record<string, unknown>> {
  const namespaces = new Map<string, Record<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) namespaces.set(match[2], content);
  }
  return namespaces;
}

const en = byLanguage('en');
const tr = byLanguage('tr');

describe('locales', () => {
  it('have the same namespace files in English and Turkish', () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each([...en.keys()])('%s has the same keys in both languages', (namespace) => {
    const enKeys = flatten(en.get(namespace)).sort();
    const trKeys = flatten(tr.get(namespace)).sort();
    expect(
      trKeys.filter((key) => !enKeys.includes(key)),
      'only in Turkish',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !trKeys.includes(key)),
      'only in English',
    ).toEqual([]);
  });

  it.each([...en.keys()])('%s has no empty texts', (namespace) => {
    for (const language of [en, tr]) {
      const content = language.get(namespace);
      for (const key of flatten(content)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
        expect(typeof text === 'string' && text.trim() !== '', `${namespace}:${key}`).toBe(true);
      }
    }
  });
});

describe('the API error texts', () => {
  // The web shows a failure by its code (lib/api-error-text.ts); a code without a text would show the
  // server's English to a Turkish reader, so a code added to the contracts needs its texts here.
  it.each(API_ERROR_CODES)('%s has a text in English and Turkish', (code) => {
    for (const language of [en, tr]) {
      const codes = (language.get('errors') as { codes?: Record<string, unknown> } | undefined)?.codes;
      const text = codes?.[code];
      expect(typeof text === 'string' && text.trim() !== '', code).toBe(true);
    }
  });

  it('know no code the contracts do not list', () => {
    const known: readonly string[] = API_ERROR_CODES;
    for (const language of [en, tr]) {
      const codes = (language.get('errors') as { codes?: Record<string, unknown> } | undefined)?.codes ?? {};
      // A text with a count has its singular beside it (OTP_RESEND_TOO_SOON_one); the code is the rest.
      const codeOf = (key: string) => key.replace(/_one$/, '');
      expect(Object.keys(codes).filter((key) => !known.includes(codeOf(key)))).toEqual([]);
    }
  });
});
