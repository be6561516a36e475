import { describe, expect, it } from 'vitest';
import { participant } from '#web/features/room/testing/room-fixtures.ts';
import { filterParticipants, searchKey } from './participant-filter';

const names = (list: readonly { name: string }[]) => list.map((person) => person.name);
const room = ['Işık Demir', 'Ayşe Çelik', 'İlker Öztürk', 'Irene Adler', 'José Ibáñez'].map((name, index) =>
  participant(`p${index}`, { name }),
);

describe('searchKey', () => {
  it('ignores case and accents, with Turkish dotted and dotless i', () => {
    expect(searchKey('Ayşe ÇELİK', 'tr')).toBe('ayse celik');
    expect(searchKey('Ayşe ÇELİK', 'en')).toBe('ayse celik');
    expect(searchKey('IŞIK', 'tr')).toBe('isik');
    expect(searchKey('İlker', 'en')).toBe('ilker');
    expect(searchKey('José Ibáñez', 'en')).toBe('jose ibanez');
  });
});

describe('filterParticipants', () => {
  it('finds names by any part, whatever the case and accents', () => {
    expect(names(filterParticipants(room, 'ayse', 'en'))).toEqual(['Ayşe Çelik']);
    expect(names(filterParticipants(room, 'ÖZTÜRK', 'tr'))).toEqual(['İlker Öztürk']);
    expect(names(filterParticipants(room, 'isik', 'tr'))).toEqual(['Işık Demir']);
    expect(names(filterParticipants(room, 'ilker', 'tr'))).toEqual(['İlker Öztürk']);
    expect(names(filterParticipants(room, 'ibanez', 'en'))).toEqual(['José Ibáñez']);
    expect(filterParticipants(room, 'zeynep', 'en')).toEqual([]);
  });

  it('lists everyone for an empty search, raised hands first and otherwise in join order', () => {
    expect(filterParticipants(room, '  ', 'en')).toHaveLength(5);
    const hands = room.map((person) => (person.id === 'p3' ? { ...person, handRaised: true } : person));
    expect(names(filterParticipants(hands, '', 'en'))).toEqual([
      'Irene Adler',
      'Işık Demir',
      'Ayşe Çelik',
      'İlker Öztürk',
      'José Ibáñez',
    ]);
  });
});
