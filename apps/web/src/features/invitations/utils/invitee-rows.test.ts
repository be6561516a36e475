import { describe, expect, it } from 'vitest';
import { blankRow, completeInvitees, invalidEmails } from './invitee-rows';

const row = (email: string, name: string, phone = '') => ({ ...blankRow(), email, name, phone });

describe('invitee rows', () => {
  it('keeps only rows with both an e-mail and a name, trimmed, and drops an empty phone', () => {
    expect(
      completeInvitees([
        row(' ada@example.com ', ' Ada ', ' +90 555 000 00 00 '),
        row('grace@example.com', '   '),
        row('', 'Nobody'),
        row('alan@example.com', 'Alan', '  '),
      ]),
    ).toEqual([
      { email: 'ada@example.com', name: 'Ada', phone: '+90 555 000 00 00' },
      { email: 'alan@example.com', name: 'Alan' },
    ]);
  });

  it('lists every kept address that is not an e-mail address', () => {
    const invitees = completeInvitees([row('ada@example.com', 'Ada'), row('grace@', 'Grace'), row('a b@c.d', 'X')]);
    expect(invalidEmails(invitees)).toEqual(['grace@', 'a b@c.d']);
  });
});
