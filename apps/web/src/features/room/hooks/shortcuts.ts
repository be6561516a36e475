/**
 * Keyboard shortcuts as Google Meet has them, so people's habits work here: Ctrl+D (Cmd+D on a
 * Mac) for the camera and Ctrl+E for the microphone. They work even while typing in the chat,
 * because a modifier is held; the browser's own Ctrl+D (bookmark) is prevented inside the room.
 */
export const SHORTCUT_KEYS = { camera: 'd', microphone: 'e' } as const;
export type ShortcutTarget = keyof typeof SHORTCUT_KEYS;

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** For tooltips: "Ctrl+E" or "⌘E". */
export function shortcutLabel(target: ShortcutTarget): string {
  const key = SHORTCUT_KEYS[target].toUpperCase();
  return isMac() ? `⌘${key}` : `Ctrl+${key}`;
}

/** For aria-keyshortcuts (WAI-ARIA names the modifier keys this way). */
export function shortcutAria(target: ShortcutTarget): string {
  return `${isMac() ? 'Meta' : 'Control'}+${SHORTCUT_KEYS[target].toUpperCase()}`;
}

/** Which shortcut a key press is, if any. */
export function matchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  const modifier = isMac() ? event.metaKey : event.ctrlKey;
  if (!modifier || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return (Object.keys(SHORTCUT_KEYS) as ShortcutTarget[]).find((target) => SHORTCUT_KEYS[target] === key) ?? null;
}
