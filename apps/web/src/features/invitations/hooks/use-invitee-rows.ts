import { LIMITS } from '@vm/contracts';
import { useState } from 'react';
import { blankRow, completeInvitees, type InviteeRow } from '../utils/invitee-rows';

type Field = 'email' | 'name' | 'phone';

/** The Bulk Invitation rows: at least one always stays, at most the server's bulk limit. */
export function useInviteeRows() {
  const [rows, setRows] = useState<InviteeRow[]>(() => [blankRow()]);
  const [message, setMessage] = useState('');

  return {
    rows,
    message,
    setMessage,
    invitees: completeInvitees(rows),
    canAdd: rows.length < LIMITS.bulkRowsMax,
    /** Adds a blank row and returns its key (the form focuses its first field). */
    add: () => {
      const row = blankRow();
      setRows((current) => (current.length < LIMITS.bulkRowsMax ? [...current, row] : current));
      return row.key;
    },
    remove: (key: number) =>
      setRows((current) => (current.length > 1 ? current.filter((r) => r.key !== key) : current)),
    update: (key: number, field: Field, value: string) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row))),
  };
}
