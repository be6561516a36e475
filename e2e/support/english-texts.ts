import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** Every text of a locale namespace file, by its dotted key. */
function texts(language: string, namespace: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') found.set(prefix, node);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')), '');
  return found;
}

/**
 * Pieces of English the web app can show that its Turkish never does: each English text whose
 * Turkish differs, cut at its {{placeholders}}, keeping pieces long enough to be unmistakable
 * ('Meeting not found' yes, 'OK' no). The legal pages are long English-only prose and are left out.
 */
export function englishOnlyPieces(): string[] {
  const namespaces = fs
    .readdirSync(path.join(localesDir, 'en'))
    .map((file) => file.replace(/\.json$/, ''))
    .filter((namespace) => namespace !== 'legal');
  const pieces = new Set<string>();
  for (const namespace of namespaces) {
    const turkish = texts('tr', namespace);
    for (const [key, english] of texts('en', namespace)) {
      if (turkish.get(key) === english) continue;
      for (const piece of english.split(/\{\{[^}]*\}\}/)) {
        const trimmed = piece.trim();
        if (trimmed.length >= 12 && trimmed.includes(' ')) pieces.add(trimmed);
      }
    }
  }
  return [...pieces];
}

/** The pieces of `englishOnly` (and any `alsoEnglish`) that appear in a page's visible text. */
export function englishIn(visibleText: string, englishOnly: string[], alsoEnglish: string[] = []): string[] {
  return [...englishOnly, ...alsoEnglish].filter((piece) => visibleText.includes(piece));
}

/** A Turkish text of the web app, read from its locale file (`namespace`, dotted `key`). */
export function turkishText(namespace: string, key: string): string {
  const text = texts('tr', namespace).get(key);
  if (!text) throw new Error(`No Turkish text ${namespace}:${key}`);
  return text;
}
