import { LIMITS } from '@vm/contracts';
import { Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useBulkSend } from '#web/features/invitations/hooks/use-bulk-send.ts';
import {
  blankRow,
  invalidInvitees,
  keptInvitees,
  type InviteeField,
  type InviteeRow,
} from '#web/features/invitations/utils/invitee-rows.ts';
import { InvitationSummary } from './invitation-summary';
import { InviteeRowFields } from './invitee-row-fields';

interface BulkInviteFormProps {
  /** The meeting to invite to; null while the dashboard's dialog has none chosen yet. */
  meetingId: string | null;
  /** Above the rows: the dashboard's meeting choice. */
  meetingField?: ReactNode;
  /** The meeting page disables Send until a row is complete; the dashboard's dialog says why instead. */
  explainIncomplete?: boolean;
  onSent: () => void;
  onCancel: () => void;
}

interface BulkInviteValues {
  invitees: InviteeRow[];
  message: string;
}

/** A problem with one field of one row (`row` counts the form's rows from 0). */
interface RowMark {
  row: number;
  field: InviteeField;
  message: string;
}

/**
 * The rows, the shared message, the summary and the send (docs/product.md, 'Bulk Invitation'). A refused
 * row, whether the address fails the e-mail rule here or the server turned it down, is marked
 * where it is, with the reason under the field and focus moved to the first one (docs/product.md,
 * 'Bulk Invitation': one message at the top of a tall modal was out of sight).
 */
export function BulkInviteForm({
  meetingId,
  meetingField,
  explainIncomplete = false,
  onSent,
  onCancel,
}: BulkInviteFormProps) {
  const { t } = useTranslation('invitations');
  const bulk = useBulkSend();
  const [problem, setProblem] = useState<string | null>(null);
  const addButtonId = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<BulkInviteValues>({
    defaultValues: { invitees: [blankRow()], message: '' },
  });
  const rows = useFieldArray({ control, name: 'invitees' });
  const [typedRows, typedMessage] = useWatch({ control, name: ['invitees', 'message'] });
  const counted = keptInvitees(typedRows).length;
  const canAdd = rows.fields.length < LIMITS.bulkRowsMax;

  const markRows = (marks: RowMark[]) =>
    marks.forEach(({ row, field, message }, order) =>
      setError(`invitees.${row}.${field}`, { type: 'refused', message }, { shouldFocus: order === 0 }),
    );

  const submit = handleSubmit(async (values) => {
    const invitees = keptInvitees(values.invitees);
    const found = !meetingId ? t('bulk.meetingRequired') : invitees.length === 0 ? t('bulk.noInvitees') : null;
    setProblem(found);
    if (found || !meetingId) return;
    const invalid = invalidInvitees(invitees);
    if (invalid.length > 0) {
      markRows(
        invalid.map(({ row, email }) => ({
          row,
          field: 'email',
          message: t('bulk.invalidEmail', { addresses: email }),
        })),
      );
      return;
    }
    const outcome = await bulk.send(meetingId, invitees, values.message.trim());
    if (outcome.kind === 'sent') onSent();
    else if (outcome.kind === 'failed') setProblem(outcome.message);
    else {
      // The server counts the rows it was sent; the form also has rows it left out (incomplete ones).
      markRows(
        outcome.rows.flatMap(({ index, field, message }) => {
          const invitee = invitees[index];
          return invitee ? [{ row: invitee.row, field, message }] : [];
        }),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {meetingField}
      <div className="space-y-3">
        {rows.fields.map((row, index) => {
          const rowErrors = formState.errors.invitees?.[index];
          return (
            <InviteeRowFields
              key={row.id}
              number={index + 1}
              field={(name) => register(`invitees.${index}.${name}`)}
              errors={{
                email: rowErrors?.email?.message,
                name: rowErrors?.name?.message,
                phone: rowErrors?.phone?.message,
              }}
              onRemove={
                rows.fields.length > 1
                  ? () => {
                      rows.remove(index);
                      // The removed row had focus; keep it inside the dialog, on the way to add another.
                      document.getElementById(addButtonId)?.focus();
                    }
                  : undefined
              }
            />
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={addButtonId} variant="secondary" disabled={!canAdd} onClick={() => rows.append(blankRow())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('bulk.add')}
        </Button>
        {canAdd ? null : <p className="text-xs text-slate-500">{t('bulk.maxRows', { max: LIMITS.bulkRowsMax })}</p>}
      </div>
      <FormField label={t('bulk.message')} hint={t('bulk.messageHint')}>
        {(field) => <Textarea {...field} {...register('message')} rows={3} maxLength={LIMITS.personalMessageMax} />}
      </FormField>
      <InvitationSummary count={counted} withMessage={typedMessage.trim().length > 0} />
      {/* Beside the buttons, where the person looks after pressing Send. */}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('bulk.cancel')}
        </Button>
        <Button type="submit" disabled={bulk.sending || (!explainIncomplete && counted === 0)}>
          {bulk.sending ? t('bulk.sending') : t('bulk.send')}
        </Button>
      </div>
    </form>
  );
}
