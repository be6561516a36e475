import { LIMITS } from '@vm/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useJoinMeeting } from '#web/features/meetings/api/join-meeting.ts';
import { joinFormSchema, type JoinFormValues } from '#web/features/meetings/utils/join-form-schema.ts';
import { serverFieldEntry, toastFailure } from '#web/lib/toast-failure.ts';

interface JoinMeetingFormProps {
  defaultValues: JoinFormValues;
  /** Where the room link goes: a new tab from the dashboard, this tab on the /join page. */
  onJoined: (url: string) => void;
  onCancel?: () => void;
}

/**
 * Join Meeting (docs/product.md, 'Dialogs'): meeting ID, your name, your e-mail (optional for a public meeting
 * without approval), then the room.
 */
export function JoinMeetingForm({ defaultValues, onJoined, onCancel }: JoinMeetingFormProps) {
  const { t } = useTranslation('meetings');
  const join = useJoinMeeting();
  const form = useSchemaForm({
    schema: joinFormSchema,
    defaultValues,
    errorText: (key) =>
      key ? t(`join.errors.${key}` as 'join.errors.meetingIdRequired', { max: LIMITS.nameMax }) : undefined,
  });
  const { isSubmitting } = form.formState;

  const submit = async ({ guestEmail, ...values }: JoinFormValues) => {
    const email = guestEmail.trim();
    try {
      const { url } = await join.mutateAsync({ ...values, ...(email && { guestEmail: email }) });
      toast(t('toast.joining'));
      onJoined(url);
    } catch (error) {
      // A meeting that needs the e-mail (private, or the host admits guests) says so under the field.
      if (serverFieldEntry(error, 'guestEmail')) {
        form.setError('guestEmail', { type: 'server', message: 'guestEmailRequired' }, { shouldFocus: true });
      } else toastFailure(t('toast.joinFailed'), error);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="space-y-4">
      <SchemaField form={form} name="meetingId" label={t('join.meetingId')} required>
        {(field) => <Input {...field} placeholder={t('join.meetingIdPlaceholder')} autoComplete="off" />}
      </SchemaField>
      <SchemaField form={form} name="guestName" label={t('join.guestName')} required>
        {(field) => <Input {...field} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </SchemaField>
      <SchemaField form={form} name="guestEmail" label={t('join.guestEmail')} hint={t('join.guestEmailHint')}>
        {(field) => <Input {...field} type="email" autoComplete="email" />}
      </SchemaField>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('join.redirectNote')}
      </p>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('join.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('join.submitting') : t('join.submit')}
        </Button>
      </div>
    </SchemaForm>
  );
}
