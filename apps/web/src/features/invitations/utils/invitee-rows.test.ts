import { describe, expect, it } from 'vitest';
import { invalidInvitees, keptInvitees, parseRowField } from './invitee-rows';

const row = (email: string, name: string, phone = '') => ({ email, name, phone });

describe('invitee rows', () => {
  it('keeps only rows with both an e-mail and a name, trimmed, with their row number, and drops an empty phone', () => {
    expect(
      keptInvitees([
        row(' ada@example.com ', ' Ada ', ' +90 555 000 00 00 '),
        row('grace@example.com', '   '),
        row('', 'Nobody'),
        row('alan@example.com', 'Alan', '  '),
      ]),
    ).toEqual([
      { row: 0, email: 'ada@example.com', name: 'Ada', phone: '+90 555 000 00 00' },
      { row: 3, email: 'alan@example.com', name: 'Alan' },
    ]);
  });

  it('lists every kept invitee whose address is not an e-mail address', () => {
    const kept = keptInvitees([row('ada@example.com', 'Ada'), row('grace@', 'Grace'), row('a b@c.d', 'X')]);
    expect(invalidInvitees(kept).map((invitee) => [invitee.row, invitee.email])).toEqual([
      [1, 'grace@'],
      [2, 'a b@c.d'],
    ]);
  });

  it("reads the server's row field paths and nothing else", () => {
    expect(parseRowField('invitees.2.email')).toEqual({ index: 2, field: 'email' });
    expect(parseRowField('invitees.10.name')).toEqual({ index: 10, field: 'name' });
    expect(parseRowField('invitees')).toBeNull();
    expect(parseRowField('meetingId')).toBeNull();
    expect(parseRowField('general')).toBeNull();
  });
});
