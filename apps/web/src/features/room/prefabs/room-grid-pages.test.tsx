import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinedMessage, participant } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomView } from './room-view';

// Me and p2 ... p10: ten cameras.
const others = Array.from({ length: 9 }, (_, index) => participant(`p${index + 2}`));

/** The participants whose camera tiles the grid shows now, in order. */
const onPage = () => screen.getAllByTestId('grid-tile').map((tile) => tile.dataset.participantId);
const indicator = () => screen.getByTestId('grid-page-indicator');
const next = () => screen.getByRole('button', { name: 'Next page' });
const previous = () => screen.getByRole('button', { name: 'Previous page' });

function windowOf(width: number, height: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  window.dispatchEvent(new Event('resize'));
}

function joinWithTen() {
  const room = renderRoom(<RoomView />);
  act(() => room.socket.serverSends(joinedMessage({ participants: others })));
  return room;
}

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A phone held upright: 4 tiles a page.
  windowOf(390, 844);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the grid in pages', () => {
  it('shows a page at a time, with arrows that stop at the ends and says where you are', async () => {
    const user = userEvent.setup();
    const { session } = joinWithTen();
    expect(onPage()).toEqual(['me', 'p2', 'p3', 'p4']);
    expect(indicator().textContent).toContain('1 / 3');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(previous().getAttribute('aria-disabled')).toBe('true');

    await user.click(next());
    expect(onPage()).toEqual(['p5', 'p6', 'p7', 'p8']);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(next());
    expect(onPage()).toEqual(['p9', 'p10']);
    expect(next().getAttribute('aria-disabled')).toBe('true');
    // At the end the arrow does nothing, and keeps the keyboard focus.
    await user.click(next());
    expect(indicator().dataset.page).toBe('3');
    expect(document.activeElement).toBe(next());

    await user.click(previous());
    expect(indicator().dataset.page).toBe('2');
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('takes 25 on a desktop, 9 on a tablet and 6 on a phone on its side', () => {
    const { session } = joinWithTen();
    act(() => windowOf(1280, 800));
    expect(onPage()).toHaveLength(10);
    expect(screen.queryByTestId('grid-page-indicator')).toBeNull();
    act(() => windowOf(800, 1100));
    expect(onPage()).toHaveLength(9);
    expect(indicator().textContent).toContain('1 / 2');
    act(() => windowOf(700, 360));
    expect(onPage()).toHaveLength(9);
    act(() => windowOf(600, 360));
    expect(onPage()).toHaveLength(6);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('shows the active speaker from another page in place of the last tile', async () => {
    const user = userEvent.setup();
    const { socket, session } = joinWithTen();
    act(() => socket.serverSends({ type: 'activeSpeaker', participantId: 'p9' }));
    expect(onPage()).toEqual(['me', 'p2', 'p3', 'p9']);
    await user.click(next());
    expect(onPage()).toEqual(['p5', 'p6', 'p7', 'p9']);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('stays on a page that exists when people leave', async () => {
    const user = userEvent.setup();
    const { socket, session } = joinWithTen();
    await user.click(next());
    await user.click(next());
    act(() => {
      socket.serverSends({ type: 'participantLeft', participantId: 'p9' });
      socket.serverSends({ type: 'participantLeft', participantId: 'p10' });
    });
    expect(indicator().textContent).toContain('2 / 2');
    expect(onPage()).toEqual(['p5', 'p6', 'p7', 'p8']);
    // They come back: the viewer stays where they are.
    act(() => socket.serverSends({ type: 'participantJoined', participant: participant('p11') }));
    expect(indicator().textContent).toContain('2 / 3');
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('moves between pages with a swipe on a touch screen', () => {
    const { session } = joinWithTen();
    const grid = screen.getByTestId('room-grid');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(grid, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(grid, { changedTouches: [{ clientX: toX, clientY: 310 }] });
    };
    swipe(300, 100);
    expect(indicator().dataset.page).toBe('2');
    swipe(300, 100);
    swipe(300, 100);
    expect(indicator().dataset.page).toBe('3');
    swipe(100, 300);
    expect(indicator().dataset.page).toBe('2');
    // A short move is a tap, not a swipe.
    swipe(100, 130);
    expect(indicator().dataset.page).toBe('2');
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('hides my own camera when I hide my self view, and remembers it for the tab', async () => {
    const user = userEvent.setup();
    const { session } = joinWithTen();
    await user.click(screen.getByRole('button', { name: 'Hide self view' }));
    expect(onPage()).toEqual(['p2', 'p3', 'p4', 'p5']);
    expect(indicator().textContent).toContain('1 / 3');
    expect(window.sessionStorage.getItem('vm-room-hide-self-view')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show self view' }));
    expect(onPage()).toEqual(['me', 'p2', 'p3', 'p4']);
    expect(window.sessionStorage.getItem('vm-room-hide-self-view')).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('starts with the self view hidden when this tab hid it before', () => {
    window.sessionStorage.setItem('vm-room-hide-self-view', 'true');
    const { socket, session } = renderRoom(<RoomView />);
    act(() => socket.serverSends(joinedMessage({ participants: [] })));
    expect(screen.queryAllByTestId('grid-tile')).toEqual([]);
    expect(screen.getByText('Your self view is hidden. The others still see you.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show self view' })).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
