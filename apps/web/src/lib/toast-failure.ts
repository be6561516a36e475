import type { ErrorEnvelope, FieldError } from '@vm/contracts';
import { toast } from 'sonner';
import { apiErrorText, fieldErrorText } from './api-error-text';

/**
 * A failure toast: our own text in the chosen language as the title ('Failed to start meeting'), with
 * what went wrong under it, also in that language ('Please wait 42 seconds before requesting a new
 * code.'), when it says more than the title.
 */
export function toastFailure(title: string, error: unknown): void {
  const reason = apiErrorText(error);
  toast.error(title, reason && reason !== title ? { description: reason } : undefined);
}

/** The server's `errors[]` entry about one field of a refused call, if any (its code says what). */
export function serverFieldEntry(error: unknown, field: string): FieldError | undefined {
  const errors = (error as Partial<ErrorEnvelope> | null)?.errors;
  return Array.isArray(errors) ? errors.find((candidate) => candidate.field === field) : undefined;
}

/** What the server said about one field of a refused call, in the reader's language. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  const entry = serverFieldEntry(error, field);
  return entry ? fieldErrorText(entry) : undefined;
}
