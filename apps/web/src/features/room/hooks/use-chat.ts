import { useCallback } from 'react';
import { useRoomSession, useRoomState } from '../context/room-context';

/** The chat: messages, unread count, whether the meeting allows it, and sending. */
export function useChat() {
  const session = useRoomSession();
  const chat = useRoomState((state) => state.chat);
  const allowed = useRoomState((state) => state.room?.allowChat ?? false);
  const selfId = useRoomState((state) => state.selfId);
  const send = useCallback((text: string) => session.actions.sendChat(text), [session]);
  const setOpen = useCallback((open: boolean) => session.actions.setChatOpen(open), [session]);
  return { messages: chat.messages, unread: chat.unread, open: chat.open, allowed, selfId, send, setOpen };
}
