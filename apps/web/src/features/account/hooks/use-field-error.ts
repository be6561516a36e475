import { LIMITS } from '@vm/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorKey } from '../utils/form-schemas';

const KEYS: readonly FieldErrorKey[] = ['nameTooShort', 'nameTooLong', 'phoneInvalid', 'emailInvalid', 'codeInvalid'];
const isKey = (message: string): message is FieldErrorKey => KEYS.some((key) => key === message);

/** A form error (a key of `errors`, see form-schemas.ts) as text in the reader's language. */
export function useFieldError() {
  const { t } = useTranslation('account');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      return isKey(message) ? t(`errors.${message}`, { min: LIMITS.nameMin, max: LIMITS.nameMax }) : message;
    },
    [t],
  );
}
