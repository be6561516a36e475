import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@vm/contracts';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMessageText } from '../hooks/use-message-text';
import { quickRegisterSchema, type QuickRegisterDetails, type QuickRegisterInput } from '../schemas/auth-forms';

interface QuickRegisterFormStepProps {
  defaultValues: QuickRegisterInput;
  pending: boolean;
  onSubmit: (details: QuickRegisterDetails) => Promise<void>;
}

/** Quick Register, first step: name, e-mail and an optional phone number. */
export function QuickRegisterFormStep({ defaultValues, pending, onSubmit }: QuickRegisterFormStepProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const [missing, setMissing] = useState(false);
  const { register, handleSubmit, formState, getValues } = useForm<QuickRegisterInput, unknown, QuickRegisterDetails>({
    resolver: zodResolver(quickRegisterSchema),
    defaultValues,
  });
  const errors = formState.errors;

  // One message for the form when required fields are empty; the field rules come after
  // (docs/product.md, 'Validation and input limits').
  const submit = (event: FormEvent) => {
    const { name, email } = getValues();
    const incomplete = !name.trim() || !email.trim();
    setMissing(incomplete);
    if (incomplete) return event.preventDefault();
    void handleSubmit(onSubmit)(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {missing ? <FormAlert>{t('messages.fillRequired')}</FormAlert> : null}
      <FormField label={t('fields.name')} error={messageText(errors.name?.message)} required>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </FormField>
      <FormField label={t('fields.email')} error={messageText(errors.email?.message)} required>
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
        )}
      </FormField>
      <FormField label={t('fields.phoneOptional')} error={messageText(errors.phone?.message)}>
        {(control) => (
          <Input {...control} {...register('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('register.sending') : t('quickRegister.sendCode')}
      </Button>
    </form>
  );
}
