import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { participant } from '../testing/room-fixtures';
import { ParticipantList } from './participant-list';

const people = [
  participant('host', { name: 'Hana Host', role: 'host' }),
  participant('r', { name: 'Rami Relay', relayed: true }),
  participant('d', { name: 'Dina Direct' }),
];
const relayedMark = 'Connected through the relay: their network blocks the direct route';

function renderList(isHost: boolean) {
  return render(
    <ParticipantList participants={people} selfId="host" isHost={isHost} onMute={() => {}} onRemove={() => {}} />,
  );
}

describe('the people panel', () => {
  it('shows the host who is on a relayed connection, and only them', () => {
    renderList(true);
    const marks = screen.getAllByRole('img', { name: relayedMark });
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('li')?.textContent).toContain('Rami Relay');
  });

  it('shows no one else the mark', () => {
    renderList(false);
    expect(screen.queryByRole('img', { name: relayedMark })).toBeNull();
  });
});
