import type { ErrorEnvelope } from '@vm/contracts';
import { toast } from 'sonner';

/** A failure toast: our title in the chosen language, the server's message under it when it says more. */
export function toastFailure(title: string, error: unknown): void {
  const message = (error as Partial<ErrorEnvelope> | null)?.message;
  toast.error(title, message && message !== title ? { description: message } : undefined);
}
