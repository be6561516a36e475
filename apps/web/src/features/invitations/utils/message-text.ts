import enInvitations from '#web/locales/en/invitations.json';

// The server answers in English ('This address already has an invitation to this meeting.'). The
// English locale lists the same sentences under `messages`, numbers as {{placeholders}}, so a
// message can be recognised and shown in the reader's language; an unlisted one is shown as it came.
export type MessageKey = keyof typeof enInvitations.messages;

const patterns = (Object.entries(enInvitations.messages) as [MessageKey, string][]).map(([key, template]) => ({
  key,
  pattern: new RegExp(
    `^${template
      .split(/\{\{(\w+)\}\}/)
      .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ),
}));

export function matchMessage(text: string): { key: MessageKey; values: Record<string, string> } | null {
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(text.trim());
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}
