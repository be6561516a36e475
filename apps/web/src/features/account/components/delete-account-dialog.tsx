import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SchemaForm } from '#web/components/form/schema-form.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { clearSession } from '#web/lib/session.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useDeleteAccount } from '../api/delete-account';
import { useRequestDeletion } from '../api/request-deletion';
import { useFieldError } from '../hooks/use-field-error';
import { showCodeFailure } from '../utils/code-failure';
import { codeFormSchema } from '../utils/form-schemas';
import { CodeField } from './code-field';

interface DeleteAccountDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/**
 * Deleting the account in two steps: a code goes to the account's address, and only that code
 * deletes. Focus starts on 'Keep my account'; Escape keeps it too. Once deleted, the session is
 * gone on the server, so this browser forgets it without another request and shows the login page.
 */
export function DeleteAccountDialog({ open, email, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const keep = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('deletion.title')}
      description={t('deletion.consequences')}
      initialFocus={() => keep.current?.querySelector('button')}
    >
      <DeletionSteps email={email} onClose={onClose} keepRef={keep} />
    </Dialog>
  );
}

interface DeletionStepsProps {
  email: string;
  onClose: () => void;
  /** Holds 'Keep my account', where focus starts. */
  keepRef: RefObject<HTMLDivElement | null>;
}

/** First the code is asked for, then typed; the dialog's content starts afresh each time it opens. */
function DeletionSteps({ email, onClose, keepRef }: DeletionStepsProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const request = useRequestDeletion();
  const remove = useDeleteAccount();
  const form = useSchemaForm({ schema: codeFormSchema, defaultValues: { otpCode: '' }, errorText: fieldError });
  const sendCode = () =>
    request.mutate(undefined, {
      onSuccess: (sent) => void toast.success(t('deletion.codeSent', { email: sent.email })),
      onError: (error) => toastFailure(t('deletion.sendFailed'), error),
    });
  const submit = ({ otpCode }: { otpCode: string }) =>
    remove.mutateAsync(otpCode).then(
      async () => {
        clearSession();
        toast.success(t('deletion.deleted'));
        await navigate(paths.auth.login.getHref(), { replace: true });
      },
      (error: unknown) => showCodeFailure(form, error, t('deletion.deleteFailed')),
    );

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('deletion.intro', { email })}</p>
      {request.isSuccess ? (
        <SchemaForm form={form} onSubmit={submit} className="space-y-3">
          <CodeField label={t('deletion.code')} {...form.field('otpCode')} />
          <Button type="submit" className="bg-red-700 hover:bg-red-600" disabled={remove.isPending}>
            {remove.isPending ? t('deletion.deleting') : t('deletion.confirm')}
          </Button>
        </SchemaForm>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <div ref={keepRef}>
          <Button variant="secondary" onClick={onClose}>
            {t('deletion.keep')}
          </Button>
        </div>
        {request.isSuccess ? null : (
          <Button onClick={sendCode} disabled={request.isPending}>
            {request.isPending ? t('deletion.sending') : t('deletion.sendCode')}
          </Button>
        )}
      </div>
    </div>
  );
}
