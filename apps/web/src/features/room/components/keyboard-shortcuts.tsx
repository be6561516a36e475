import { useEffect } from 'react';
import { useLocalMedia } from '../context/local-media-context';
import { isSending } from '../core/media/local-media-state';
import { matchShortcut } from '../hooks/shortcuts';

/** Renders nothing: Ctrl/Cmd+E toggles the microphone and Ctrl/Cmd+D the camera. */
export function KeyboardShortcuts() {
  const media = useLocalMedia();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = matchShortcut(event);
      if (!target || event.repeat) return;
      // Ctrl+D would bookmark the page and Ctrl+E focus the browser's search box.
      event.preventDefault();
      void media.setEnabled(target, !isSending(media.state[target]));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [media]);
  return null;
}
