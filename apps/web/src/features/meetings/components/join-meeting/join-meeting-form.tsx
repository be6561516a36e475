import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useJoinMeeting } from '#web/features/meetings/api/join-meeting.ts';
import { joinFormSchema, type JoinFormValues } from '#web/features/meetings/utils/join-form-schema.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

interface JoinMeetingFormProps {
  defaultValues: JoinFormValues;
  /** Where the room link goes: a new tab from the dashboard, this tab on the /join page. */
  onJoined: (url: string) => void;
  onCancel?: () => void;
}

/** Join Meeting (docs/product.md, 'Dialogs'): meeting ID, your name, your e-mail, then the room. */
export function JoinMeetingForm({ defaultValues, onJoined, onCancel }: JoinMeetingFormProps) {
  const { t } = useTranslation('meetings');
  const join = useJoinMeeting();
  const { register, handleSubmit, formState } = useForm<JoinFormValues>({
    resolver: zodResolver(joinFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const errorText = (key: string | undefined) =>
    key ? t(`join.errors.${key}` as 'join.errors.meetingIdRequired', { max: LIMITS.nameMax }) : undefined;

  const submit = handleSubmit(async (values) => {
    try {
      const { url } = await join.mutateAsync(values);
      toast(t('toast.joining'));
      onJoined(url);
    } catch (error) {
      toastFailure(t('toast.joinFailed'), error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField label={t('join.meetingId')} required error={errorText(errors.meetingId?.message)}>
        {(field) => (
          <Input
            {...field}
            {...register('meetingId')}
            placeholder={t('join.meetingIdPlaceholder')}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label={t('join.guestName')} required error={errorText(errors.guestName?.message)}>
        {(field) => <Input {...field} {...register('guestName')} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </FormField>
      <FormField label={t('join.guestEmail')} required error={errorText(errors.guestEmail?.message)}>
        {(field) => <Input {...field} type="email" {...register('guestEmail')} autoComplete="email" />}
      </FormField>
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
    </form>
  );
}
