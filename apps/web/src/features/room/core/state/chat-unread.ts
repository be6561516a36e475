import type { ChatMessage } from '@vm/contracts';
import type { ChatState } from './room-state';

/** Keeps at most this many messages in memory; a long meeting must not grow without bound. */
export const CHAT_HISTORY_LIMIT = 500;

/**
 * A message arrives: it counts as unread only when the panel is closed and someone else wrote it.
 * The same id twice (a resend after a reconnect) is kept once.
 */
export function receiveChat(chat: ChatState, message: ChatMessage, selfId: string | null): ChatState {
  if (chat.messages.some((known) => known.id === message.id)) return chat;
  const messages = [...chat.messages, message].slice(-CHAT_HISTORY_LIMIT);
  const unread = chat.open || message.participantId === selfId ? chat.unread : chat.unread + 1;
  return { ...chat, messages, unread };
}

/** The history that `joined` carries replaces ours (on a reconnect too) without counting as unread. */
export function replaceHistory(chat: ChatState, history: ChatMessage[]): ChatState {
  return { ...chat, messages: history.slice(-CHAT_HISTORY_LIMIT) };
}

/** Opening the panel reads everything; closing it starts counting again. */
export function setChatOpen(chat: ChatState, open: boolean): ChatState {
  return { ...chat, open, unread: open ? 0 : chat.unread };
}
