import { LIMITS, type Invitation } from '@vm/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SchemaField, SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendInvitation } from '#web/features/invitations/api/send-invitation.ts';
import {
  emptyInvitationForm,
  invitationFormSchema,
  limitFor,
  toSendBody,
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
  const form = useSchemaForm({
    schema: invitationFormSchema,
    defaultValues: emptyInvitationForm,
    // 'required' has no text at the field: the form's one alert says it.
    errorText: (key) =>
      key && key !== 'required'
        ? t(`form.errors.${key as keyof typeof limitFor | 'invalidEmail'}`, {
            max: limitFor[key as keyof typeof limitFor],
          })
        : undefined,
  });
  const { errors, isSubmitting } = form.formState;
  // Untrimmed on purpose: blanks enable Send, and the rules then say both fields are required.
  const [email, name] = useWatch({ control: form.control, name: ['inviteeEmail', 'inviteeName'] });
  const missing = errors.inviteeEmail?.message === 'required' || errors.inviteeName?.message === 'required';

  const submit = async (values: InvitationFormOutput) => {
    try {
      const invitation = await send.mutateAsync(toSendBody(meetingId, values));
      toast.success(t('toast.sent'));
      form.reset(emptyInvitationForm);
      onSent?.(invitation);
    } catch (error) {
      toastFailure(t('toast.sendFailed'), error);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="space-y-4">
      {missing ? <FormAlert>{t('form.errors.required')}</FormAlert> : null}
      <SchemaField form={form} name="inviteeEmail" label={t('form.email')} required>
        {(field) => (
          <Input
            {...field}
            aria-invalid={errors.inviteeEmail ? true : undefined}
            type="email"
            autoComplete="off"
            placeholder={t('form.emailPlaceholder')}
            maxLength={LIMITS.emailMax}
          />
        )}
      </SchemaField>
      <SchemaField form={form} name="inviteeName" label={t('form.name')} required>
        {(field) => (
          <Input
            {...field}
            aria-invalid={errors.inviteeName ? true : undefined}
            autoComplete="off"
            placeholder={t('form.namePlaceholder')}
            maxLength={LIMITS.nameMax}
          />
        )}
      </SchemaField>
      <SchemaField form={form} name="inviteePhone" label={t('form.phone')}>
        {(field) => (
          <Input
            {...field}
            type="tel"
            autoComplete="off"
            placeholder={t('form.phonePlaceholder')}
            maxLength={LIMITS.phoneMax}
          />
        )}
      </SchemaField>
      <SchemaField form={form} name="personalMessage" label={t('form.message')} hint={t('form.messageHint')}>
        {(field) => (
          <Textarea {...field} placeholder={t('form.messagePlaceholder')} maxLength={LIMITS.personalMessageMax} />
        )}
      </SchemaField>
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
    </SchemaForm>
  );
}
