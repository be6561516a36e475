import type { ErrorEnvelope } from '@vm/contracts';
import { toast } from 'sonner';

/**
 * A failure toast: our own text in the chosen language as the title, with the server's message
 * under it when it says more ('Please wait 42 seconds before requesting a new code.').
 */
export function toastFailure(title: string, error: unknown): void {
  const message = (error as Partial<ErrorEnvelope> | null)?.message;
  toast.error(title, message && message !== title ? { description: message } : undefined);
}

/** What the server said about one field of a refused call (`errors[].message`), if anything. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  const errors = (error as Partial<ErrorEnvelope> | null)?.errors;
  return Array.isArray(errors) ? errors.find((entry) => entry.field === field)?.message : undefined;
}
