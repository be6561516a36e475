import { useCallback } from 'react';
import { useRoomSession, useRoomState } from '../context/room-context';
import { isAudience } from '../core/state/room-state';

/** The chat: messages, unread count, whether the meeting allows it, and sending. */
export function useChat() {
  const session = useRoomSession();
  const chat = useRoomState((state) => state.chat);
  const allowed = useRoomState((state) => state.room?.allowChat ?? false);
  const selfId = useRoomState((state) => state.selfId);
  // A large meeting's host may turn chat off for the audience; they still read what speakers write.
  const audienceMuted = useRoomState((state) => isAudience(state) && !(state.room?.audienceChat ?? true));
  const send = useCallback((text: string) => session.actions.sendChat(text), [session]);
  const setOpen = useCallback((open: boolean) => session.actions.setChatOpen(open), [session]);
  return {
    messages: chat.messages,
    unread: chat.unread,
    open: chat.open,
    allowed,
    /** False while the host has chat off for the audience I am in. */
    canWrite: allowed && !audienceMuted,
    selfId,
    send,
    setOpen,
  };
}
