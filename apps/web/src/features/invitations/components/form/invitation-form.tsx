import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type Invitation } from '@vm/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendInvitation } from '#web/features/invitations/api/send-invitation.ts';
import {
  emptyInvitationForm,
  invitationFormSchema,
  limitFor,
  toSendBody,
  type InvitationFormInput,
  type InvitationFormOutput,
} from '#web/features/invitations/utils/invitation-form-schema.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

interface InvitationFormProps {
  /** The meeting's id or code. */
  meetingId: string;
  onSent?: (invitation: Invitation) => void;
  /** Shown as a Cancel button when given; the Create Meeting dialog has its own Skip instead. */
  onCancel?: () => void;
}

/**
 * One invitation (docs/product.md, 'Validation and input limits'): e-mail and name required, phone
 * and message optional. Send stays disabled until both required fields hold something; the rules then
 * run on submit.
 */
export function InvitationForm({ meetingId, onSent, onCancel }: InvitationFormProps) {
  const { t } = useTranslation('invitations');
  const send = useSendInvitation();
  const { register, handleSubmit, control, formState, reset } = useForm<
    InvitationFormInput,
    unknown,
    InvitationFormOutput
  >({ resolver: zodResolver(invitationFormSchema), defaultValues: emptyInvitationForm });
  const { errors, isSubmitting } = formState;
  // Untrimmed on purpose: blanks enable Send, and the rules then say both fields are required.
  const [email, name] = useWatch({ control, name: ['inviteeEmail', 'inviteeName'] });

  const errorText = (key: string | undefined) =>
    key && key !== 'required'
      ? t(`form.errors.${key as keyof typeof limitFor | 'invalidEmail'}`, {
          max: limitFor[key as keyof typeof limitFor],
        })
      : undefined;
  const missing = errors.inviteeEmail?.message === 'required' || errors.inviteeName?.message === 'required';

  const submit = handleSubmit(async (values) => {
    try {
      const invitation = await send.mutateAsync(toSendBody(meetingId, values));
      toast.success(t('toast.sent'));
      reset(emptyInvitationForm);
      onSent?.(invitation);
    } catch (error) {
      toastFailure(t('toast.sendFailed'), error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {missing ? <FormAlert>{t('form.errors.required')}</FormAlert> : null}
      <FormField label={t('form.email')} required error={errorText(errors.inviteeEmail?.message)}>
        {(field) => (
          <Input
            {...field}
            {...register('inviteeEmail')}
            aria-invalid={errors.inviteeEmail ? true : undefined}
            type="email"
            autoComplete="off"
            placeholder={t('form.emailPlaceholder')}
            maxLength={LIMITS.emailMax}
          />
        )}
      </FormField>
      <FormField label={t('form.name')} required error={errorText(errors.inviteeName?.message)}>
        {(field) => (
          <Input
            {...field}
            {...register('inviteeName')}
            aria-invalid={errors.inviteeName ? true : undefined}
            autoComplete="off"
            placeholder={t('form.namePlaceholder')}
            maxLength={LIMITS.nameMax}
          />
        )}
      </FormField>
      <FormField label={t('form.phone')} error={errorText(errors.inviteePhone?.message)}>
        {(field) => (
          <Input
            {...field}
            {...register('inviteePhone')}
            type="tel"
            autoComplete="off"
            placeholder={t('form.phonePlaceholder')}
            maxLength={LIMITS.phoneMax}
          />
        )}
      </FormField>
      <FormField
        label={t('form.message')}
        hint={t('form.messageHint')}
        error={errorText(errors.personalMessage?.message)}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('personalMessage')}
            placeholder={t('form.messagePlaceholder')}
            maxLength={LIMITS.personalMessageMax}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2 pt-1">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting || !email || !name}>
          {isSubmitting ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
