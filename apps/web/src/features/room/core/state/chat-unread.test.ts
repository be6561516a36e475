import type { ChatMessage } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { at } from '#web/features/room/testing/room-fixtures.ts';
import { CHAT_HISTORY_LIMIT, receiveChat, replaceHistory, setChatOpen } from './chat-unread';
import type { ChatState } from './room-state';

const closed: ChatState = { messages: [], unread: 0, open: false };
const message = (id: string, participantId = 'p2'): ChatMessage => ({ id, participantId, name: 'P', text: id, at });

describe('chat unread counting', () => {
  it('counts messages from others while the panel is closed, not my own', () => {
    let chat = receiveChat(closed, message('1'), 'me');
    chat = receiveChat(chat, message('2', 'me'), 'me');
    chat = receiveChat(chat, message('3'), 'me');
    expect(chat.unread).toBe(2);
    expect(chat.messages.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('opening the panel reads everything, and nothing counts while it is open', () => {
    let chat = receiveChat(closed, message('1'), 'me');
    chat = setChatOpen(chat, true);
    expect(chat.unread).toBe(0);
    chat = receiveChat(chat, message('2'), 'me');
    expect(chat.unread).toBe(0);
    chat = receiveChat(setChatOpen(chat, false), message('3'), 'me');
    expect(chat.unread).toBe(1);
  });

  it('ignores a message it already has and keeps the history bounded', () => {
    let chat = receiveChat(closed, message('1'), 'me');
    chat = receiveChat(chat, message('1'), 'me');
    expect(chat).toMatchObject({ unread: 1, messages: [{ id: '1' }] });
    for (let i = 0; i < CHAT_HISTORY_LIMIT + 5; i += 1) chat = receiveChat(chat, message(`m${i}`), 'me');
    expect(chat.messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(chat.messages.at(-1)?.id).toBe(`m${CHAT_HISTORY_LIMIT + 4}`);
  });

  it('history from joined replaces the list without adding unread', () => {
    const chat = replaceHistory({ ...closed, unread: 2 }, [message('a'), message('b')]);
    expect(chat).toMatchObject({ unread: 2, messages: [{ id: 'a' }, { id: 'b' }] });
  });
});
