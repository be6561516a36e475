import { serverFieldError, toastFailure } from '#web/lib/toast-failure.ts';

interface CodeForm {
  resetField: (name: 'otpCode') => void;
  setFocus: (name: 'otpCode') => void;
  setError: (name: 'otpCode', error: { type: string; message: string }) => void;
}

/**
 * A refused code is said under the emptied, focused code field in the server's own words (wrong,
 * expired or already used, too many tries), kept until the person types again, and not toasted as well
 * (docs/product.md, 'Messages and toasts'); any other failure is a toast under `failureTitle`.
 */
export function showCodeFailure(form: CodeForm, error: unknown, failureTitle: string): void {
  const reason = serverFieldError(error, 'otpCode');
  if (!reason) {
    toastFailure(failureTitle, error);
    return;
  }
  form.resetField('otpCode');
  form.setFocus('otpCode');
  form.setError('otpCode', { type: 'server', message: reason });
}
