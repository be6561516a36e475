import type { Locale } from '@vm/contracts';
import en from './en.json';
import tr from './tr.json';

/** The server's texts (e-mails), one JSON file per language like the web's; English is the reference. */
const catalogs: Record<Locale, typeof en> = { en, tr };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;

/** The text for `key` in `locale`, with `{{name}}` placeholders filled from `values`. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogs[locale]);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A translator bound to one language. */
export function translator(locale: Locale) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);
}
