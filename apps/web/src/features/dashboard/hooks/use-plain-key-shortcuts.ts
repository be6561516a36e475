import { useEffect, useEffectEvent } from 'react';

const typingInputTypes = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

/** Keys typed into a field are text, not commands. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return target instanceof HTMLInputElement && typingInputTypes.has(target.type);
}

/**
 * Plain-key shortcuts (docs/product.md, 'Dashboard shortcuts': browsers keep Ctrl/Cmd+N). A key
 * counts only with no modifier, outside text fields, and while no modal dialog is open.
 */
export function usePlainKeyShortcuts(handlers: Record<string, () => void>) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
    if (isTextField(event.target) || document.querySelector('[aria-modal="true"]')) return;
    const handler = handlers[event.key.toLowerCase()];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
