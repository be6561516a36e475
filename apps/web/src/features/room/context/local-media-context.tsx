import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { LocalMedia } from '../core/media/local-media';
import type { LocalMediaState } from '../core/media/local-media-state';

const LocalMediaContext = createContext<LocalMedia | null>(null);

/** This person's devices, for the pre-join screen and the room alike. */
export function LocalMediaProvider({ media, children }: { media: LocalMedia; children: ReactNode }) {
  return <LocalMediaContext value={media}>{children}</LocalMediaContext>;
}

/** The LocalMedia instance; throws outside its provider, where there is none to use. */
export function useLocalMedia(): LocalMedia {
  const media = use(LocalMediaContext);
  if (!media) throw new Error('useLocalMedia must be used inside <LocalMediaProvider>');
  return media;
}

/** A part of the local media state; the selector must return a value already in the state. */
export function useLocalMediaState<T>(select: (state: LocalMediaState) => T): T {
  const media = useLocalMedia();
  return useSyncExternalStore(media.store.subscribe, () => select(media.store.getState()));
}
