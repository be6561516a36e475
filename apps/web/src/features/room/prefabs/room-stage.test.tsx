import type { Participant } from '@vm/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { ClosedScreen } from '../components/closed-screen';
import { joinedMessage, participant, roomInfo } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomView } from './room-view';

// Decision record 044: a large meeting's room. The audience's control bar, count and chat; the host's
// participant list with its sections, the audience paged and searched through the server, and the
// stage actions; the normal meeting's room is covered by the other room tests.

const host = participant('host', { role: 'host', name: 'Hana Host' });
const speaker = participant('s2', { name: 'Sam Speaker' });
const hand = participant('a1', { name: 'Ada Hand', stageRole: 'audience', handRaised: true });
const meAudience = participant('me', { name: 'Me', stageRole: 'audience' });
const meHost = participant('me', { name: 'Me', role: 'host' });
const large = roomInfo({ largeMeeting: true });
const audienceMember = (index: number): Participant =>
  participant(`a${index + 10}`, { name: `Listener ${index + 10}`, stageRole: 'audience' });

const sentOf = (socket: { sent: unknown[] }, type: string) =>
  socket.sent.filter((message) => (message as { type: string }).type === type);

function renderLargeRoom(joined: Parameters<typeof joinedMessage>[0]) {
  const room = renderRoom(
    <>
      <Toaster />
      <RoomView />
    </>,
  );
  act(() => room.socket.serverSends(joinedMessage({ room: large, ...joined })));
  return { ...room, user: userEvent.setup() };
}

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("an audience member's room", () => {
  const joinAudience = (room = large) =>
    renderLargeRoom({ self: meAudience, participants: [host, speaker, hand], audienceCount: 2, room });

  it('shows the stage only, a count of the audience, and a raise-hand button instead of device buttons', async () => {
    const { socket, session, user } = joinAudience();
    const toolbar = screen.getByRole('group', { name: 'Meeting controls' });
    for (const name of ['Microphone', 'Camera', 'Share screen', 'Noise suppression']) {
      expect(within(toolbar).queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByText('You are in the audience')).toBeTruthy();
    // No camera of mine anywhere, so no self view to hide.
    expect(screen.queryByRole('button', { name: 'Hide self view' })).toBeNull();
    // The tiles are the speakers', not mine nor the raised hand's.
    const tiles = screen.getAllByTestId('grid-tile').map((tile) => tile.getAttribute('data-participant-id'));
    expect(tiles.sort()).toEqual(['host', 's2']);
    // Two the roster leaves out, Ada with her hand up, and me.
    expect(screen.getByTestId('audience-count').textContent).toContain('4 in the audience');
    expect(within(toolbar).getByRole('button', { name: 'Participants (6)' })).toBeTruthy();

    await user.click(within(toolbar).getByRole('button', { name: 'Raise hand' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'raiseHand', raised: true });
    act(() => socket.serverSends({ type: 'participantUpdated', participant: { ...meAudience, handRaised: true } }));
    expect(within(toolbar).getByRole('button', { name: 'Lower hand' })).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('reads the chat but cannot write while the host has it off for the audience', async () => {
    const { socket, session, user } = joinAudience(roomInfo({ largeMeeting: true, audienceChat: false }));
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const panel = screen.getByRole('region', { name: 'Chat' });
    expect(within(panel).getByText('The host has turned chat off for the audience')).toBeTruthy();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    act(() => socket.serverSends({ type: 'roomUpdated', room: large }));
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('sees the speakers and raised hands but asks for no audience list (the server keeps it to the stage)', async () => {
    const { socket, session, user } = joinAudience();
    await user.click(screen.getByRole('button', { name: 'Participants (6)' }));
    const panel = screen.getByRole('region', { name: 'Participants' });
    expect(within(panel).getByRole('heading', { name: 'Speakers (2)' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Raised hands (1)' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Audience (4)' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Invite|Move/ })).toBeNull();
    expect(sentOf(socket, 'listAudience')).toEqual([]);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('says when the host invites them up, and shows their own devices then', async () => {
    const { socket, session } = joinAudience();
    act(() => socket.serverSends({ type: 'roleChanged', role: 'speaker' }));
    expect(await screen.findByText(/The host invited you to the stage/)).toBeTruthy();
    const toolbar = screen.getByRole('group', { name: 'Meeting controls' });
    expect(within(toolbar).getByRole('button', { name: 'Microphone' })).toBeTruthy();
    expect(screen.queryByText('You are in the audience')).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('is told in Turkish', async () => {
    await act(() => i18n.changeLanguage('tr'));
    const { session } = joinAudience();
    expect(screen.getByText('Dinleyicilerdesiniz')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'El kaldır' })).toBeTruthy();
    expect(screen.getByTestId('audience-count').textContent).toContain('4 dinleyici');
    session.teardown({ releaseDevices: true, leave: false });
    await act(() => i18n.changeLanguage('en'));
  });
});

describe("the host's participant list in a large meeting", () => {
  async function openAsHost() {
    const room = renderLargeRoom({ self: meHost, participants: [speaker, hand], audienceCount: 120 });
    await room.user.click(screen.getByRole('button', { name: 'Participants (123)' }));
    const panel = screen.getByRole('region', { name: 'Participants' });
    return { ...room, panel };
  }
  const firstPage = Array.from({ length: 50 }, (_, index) => audienceMember(index));

  it('lists the speakers, the raised hands, then the audience page by page', async () => {
    const { socket, session, user, panel } = await openAsHost();
    expect(sentOf(socket, 'listAudience')).toEqual([{ type: 'listAudience', query: '', page: 1 }]);
    const headings = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Speakers (2)', 'Raised hands (1)', 'Audience (121)']);

    act(() =>
      socket.serverSends({
        type: 'audiencePage',
        query: '',
        page: 1,
        pageSize: 50,
        total: 121,
        // Ada is in the audience too; the list above already shows her.
        participants: [hand, ...firstPage.slice(0, 49)],
      }),
    );
    const audience = within(panel).getByRole('list', { name: 'Audience (121)' });
    expect(within(audience).getAllByRole('listitem')).toHaveLength(49);
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(sentOf(socket, 'listAudience').at(-1)).toEqual({ type: 'listAudience', query: '', page: 2 });
    act(() =>
      socket.serverSends({
        type: 'audiencePage',
        query: '',
        page: 2,
        pageSize: 50,
        total: 121,
        participants: [audienceMember(60)],
      }),
    );
    expect(within(audience).getAllByRole('listitem')).toHaveLength(50);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('searches the audience through the server once typing pauses', async () => {
    const { socket, session, user, panel } = await openAsHost();
    await user.type(within(panel).getByRole('searchbox', { name: 'Search the audience' }), 'list 1');
    await vi.waitFor(() =>
      expect(sentOf(socket, 'listAudience').at(-1)).toEqual({ type: 'listAudience', query: 'list 1', page: 1 }),
    );
    // One request for the whole word, none per letter.
    expect(sentOf(socket, 'listAudience')).toHaveLength(2);
    act(() =>
      socket.serverSends({
        type: 'audiencePage',
        query: 'list 1',
        page: 1,
        pageSize: 50,
        total: 1,
        participants: [audienceMember(1)],
      }),
    );
    expect(within(panel).getByText('1 match')).toBeTruthy();
    expect(within(panel).getByText('Listener 11')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('invites to the stage, moves a speaker back, and turns the audience chat off', async () => {
    const { socket, session, user, panel } = await openAsHost();
    act(() =>
      socket.serverSends({
        type: 'audiencePage',
        query: '',
        page: 1,
        pageSize: 50,
        total: 1,
        participants: [audienceMember(0)],
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Invite Ada Hand to the stage' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'inviteToStage', participantId: 'a1' });
    await user.click(within(panel).getByRole('button', { name: 'Invite Listener 10 to the stage' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'inviteToStage', participantId: 'a10' });
    await user.click(within(panel).getByRole('button', { name: 'Move Sam Speaker to the audience' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'moveToAudience', participantId: 's2' });
    // Never the host, nor an invitation for a speaker.
    expect(within(panel).queryByRole('button', { name: 'Move Me to the audience' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Invite Sam Speaker to the stage' })).toBeNull();

    await user.click(within(panel).getByRole('switch', { name: 'The audience can chat' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'audienceChat', enabled: false });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('shows the server refusing a full stage in the reader language, with the limit', async () => {
    const { socket, session } = await openAsHost();
    act(() =>
      socket.serverSends({
        type: 'error',
        code: 'STAGE_FULL',
        params: { max: 25 },
        message: 'The stage is full. Move a speaker to the audience first.',
      }),
    );
    expect(await screen.findByText(/at most 25 speakers at once/)).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('asks for the first page again once the audience has grown, one request for a burst', async () => {
    const { socket, session } = await openAsHost();
    act(() =>
      socket.serverSends({
        type: 'audiencePage',
        query: '',
        page: 1,
        pageSize: 50,
        total: 2,
        participants: firstPage.slice(0, 2),
      }),
    );
    for (const audienceCount of [121, 122, 123]) {
      act(() => socket.serverSends({ type: 'rosterChanged', participants: [], hidden: [], audienceCount }));
    }
    await vi.waitFor(() => expect(sentOf(socket, 'listAudience')).toHaveLength(2), { timeout: 3_000 });
    expect(sentOf(socket, 'listAudience').at(-1)).toEqual({ type: 'listAudience', query: '', page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(sentOf(socket, 'listAudience')).toHaveLength(2);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('follows the batched roster: a new raised hand, a speaker gone, the audience count', async () => {
    const { socket, session, panel } = await openAsHost();
    const raised = participant('a9', { name: 'Zoe Raised', stageRole: 'audience', handRaised: true });
    act(() =>
      socket.serverSends({ type: 'rosterChanged', participants: [raised], hidden: ['s2'], audienceCount: 200 }),
    );
    const headings = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Speakers (1)', 'Raised hands (2)', 'Audience (202)']);
    expect(screen.getByTestId('audience-count').textContent).toContain('202 in the audience');
    session.teardown({ releaseDevices: true, leave: false });
  });
});

describe('a full audience', () => {
  it("says the meeting's audience is full, with the server's words, and offers to try again", () => {
    const message = 'The audience is full: every media server carries 500 people.';
    render(
      <MemoryRouter>
        <ClosedScreen closed={{ kind: 'refused', reason: 'audience-full', message }} onRejoin={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: "This meeting's audience is full" })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
