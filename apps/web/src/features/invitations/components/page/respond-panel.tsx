import { LIMITS, type InvitationStatus } from '@vm/contracts';
import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

export type Answer = 'accept' | 'decline';

interface RespondPanelProps {
  status: InvitationStatus;
  onSubmit: (answer: Answer, note: string | undefined) => Promise<void>;
}

const choices = [
  { value: 'accept', Icon: Check, checked: 'border-emerald-600 bg-emerald-50' },
  { value: 'decline', Icon: X, checked: 'border-red-600 bg-red-50' },
] as const;

/**
 * Accept or decline with an optional note (docs/product.md, 'Invitation page'): Send stays disabled until a
 * choice is made.
 */
export function RespondPanel({ status, onSubmit }: RespondPanelProps) {
  const { t } = useTranslation('invitations');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer) return;
    setSending(true);
    try {
      await onSubmit(answer, note.trim() || undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('respond.title')}</h2>
      {status === 'declined' ? <p className="text-sm text-slate-700">{t('respond.currentDeclined')}</p> : null}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('respond.legend')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {choices.map(({ value, Icon, checked }) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${answer === value ? checked : 'border-slate-200'}`}
            >
              <input
                type="radio"
                name="answer"
                value={value}
                checked={answer === value}
                onChange={() => setAnswer(value)}
                className="size-4 accent-indigo-600"
              />
              <Icon aria-hidden="true" className="size-4" />
              {t(`respond.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={t('respond.note')}>
        {(field) => (
          <Textarea
            {...field}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('respond.notePlaceholder')}
            maxLength={LIMITS.responseNoteMax}
          />
        )}
      </FormField>
      <Button type="submit" disabled={!answer || sending}>
        {sending ? t('respond.sending') : t('respond.send')}
      </Button>
    </form>
  );
}
