import { LIMITS } from '@vm/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaField } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
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
  const form = useSchemaForm({ schema: quickRegisterSchema, defaultValues, errorText: messageText });

  // One message for the form when required fields are empty; the field rules come after
  // (docs/product.md, 'Validation and input limits').
  const submit = (event: FormEvent) => {
    const { name, email } = form.getValues();
    const incomplete = !name.trim() || !email.trim();
    setMissing(incomplete);
    if (incomplete) return event.preventDefault();
    void form.handleSubmit(onSubmit)(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {missing ? <FormAlert>{t('messages.fillRequired')}</FormAlert> : null}
      <SchemaField form={form} name="name" label={t('fields.name')} required>
        {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </SchemaField>
      <SchemaField form={form} name="email" label={t('fields.email')} required>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
      </SchemaField>
      <SchemaField form={form} name="phone" label={t('fields.phoneOptional')}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />}
      </SchemaField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('register.sending') : t('quickRegister.sendCode')}
      </Button>
    </form>
  );
}
