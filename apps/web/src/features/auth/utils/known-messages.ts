import enAuth from '#web/locales/en/auth.json';

// The contract schemas the forms validate with speak English ('Please enter a valid email address',
// 'Name must be at least 2 characters'). The English auth locale holds the same sentences under
// `messages`, with {{placeholders}} for the numbers, so a text can be recognised and shown in the
// reader's language. A text nobody listed is shown as it came. (The server's answers are shown by
// their code instead: lib/api-error-text.ts.)
export type MessageKey = keyof typeof enAuth.messages;

/** English texts for the form schemas' own rules; shown translated like every other message. */
export const englishMessages = enAuth.messages;

const patterns = (Object.entries(enAuth.messages) as [MessageKey, string][]).map(([key, template]) => ({
  key,
  pattern: toPattern(template),
}));

export function matchMessage(text: string): { key: MessageKey; values: Record<string, string> } | null {
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(text.trim());
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

function toPattern(template: string): RegExp {
  const source = template
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
