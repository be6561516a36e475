import { LIMITS } from '@vm/contracts';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormAlert, FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { useBulkSend } from '../../hooks/use-bulk-send';
import { useInviteeRows } from '../../hooks/use-invitee-rows';
import { invalidEmails } from '../../utils/invitee-rows';
import { BulkFailures } from './bulk-failures';
import { InvitationSummary } from './invitation-summary';
import { InviteeRowFields } from './invitee-row-fields';

interface BulkInviteFormProps {
  /** The meeting to invite to; null while the dashboard's dialog has none chosen yet. */
  meetingId: string | null;
  /** Above the rows: the dashboard's meeting choice. */
  meetingField?: ReactNode;
  /** Spec: the meeting page disables Send until a row is complete; the dashboard's dialog says why instead. */
  explainIncomplete?: boolean;
  onSent: () => void;
  onCancel: () => void;
}

/** The rows, the shared message, the summary and the send (spec 'Bulk Invitation modal'). */
export function BulkInviteForm({
  meetingId,
  meetingField,
  explainIncomplete = false,
  onSent,
  onCancel,
}: BulkInviteFormProps) {
  const { t } = useTranslation('invitations');
  const rows = useInviteeRows();
  const bulk = useBulkSend();
  const [problem, setProblem] = useState<string | null>(null);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const addButtonId = useId();
  const message = rows.message.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidEmails(rows.invitees);
    const found = !meetingId
      ? t('bulk.meetingRequired')
      : rows.invitees.length === 0
        ? t('bulk.noInvitees')
        : invalid.length > 0
          ? t('bulk.invalidEmail', { addresses: invalid.join(', ') })
          : null;
    setProblem(found);
    if (found || !meetingId) return;
    if (await bulk.send(meetingId, rows.invitees, message)) onSent();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {meetingField}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <BulkFailures failures={bulk.failures} />
      <div className="space-y-3">
        {rows.rows.map((row, index) => (
          <InviteeRowFields
            key={row.key}
            row={row}
            number={index + 1}
            autoFocus={row.key === addedKey}
            onChange={(field, value) => rows.update(row.key, field, value)}
            onRemove={
              rows.rows.length > 1
                ? () => {
                    rows.remove(row.key);
                    // The removed row had focus; keep it inside the dialog, on the way to add another.
                    document.getElementById(addButtonId)?.focus();
                  }
                : undefined
            }
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={addButtonId} variant="secondary" disabled={!rows.canAdd} onClick={() => setAddedKey(rows.add())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('bulk.add')}
        </Button>
        {rows.canAdd ? null : (
          <p className="text-xs text-slate-500">{t('bulk.maxRows', { max: LIMITS.bulkRowsMax })}</p>
        )}
      </div>
      <FormField label={t('bulk.message')} hint={t('bulk.messageHint')}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            value={rows.message}
            onChange={(event) => rows.setMessage(event.target.value)}
            maxLength={LIMITS.personalMessageMax}
          />
        )}
      </FormField>
      <InvitationSummary count={rows.invitees.length} withMessage={message.length > 0} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('bulk.cancel')}
        </Button>
        <Button type="submit" disabled={bulk.sending || (!explainIncomplete && rows.invitees.length === 0)}>
          {bulk.sending ? t('bulk.sending') : t('bulk.send')}
        </Button>
      </div>
    </form>
  );
}
