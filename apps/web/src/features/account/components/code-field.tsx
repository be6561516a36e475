import { LIMITS } from '@vm/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface CodeFieldProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'otpCode'>;
}

/** The six-digit code from an e-mail: digits on phone keyboards, and offered by the browser from the mail. */
export function CodeField({ label, error, registration }: CodeFieldProps) {
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <Input
          {...control}
          {...registration}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpLength}
          className="max-w-40 tracking-widest"
        />
      )}
    </FormField>
  );
}
