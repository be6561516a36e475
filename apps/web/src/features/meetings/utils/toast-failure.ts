import type { ErrorEnvelope } from '@vm/contracts';
import { toast } from 'sonner';

/**
 * A failure toast: our own text ('Failed to start meeting') in the chosen language as the title,
 * with the server's message under it when it sent one that says more.
 */
export function toastFailure(title: string, error: unknown): void {
  const message = (error as Partial<ErrorEnvelope> | null)?.message;
  toast.error(title, message && message !== title ? { description: message } : undefined);
}
