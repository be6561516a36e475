import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { SessionRow } from './session-row';

/** The devices signed in to the account; any but this one can be signed out, one or all. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (count) => void toast.success(t('sessions.othersSignedOut', { count })),
      onError: (error) => toastFailure(t('sessions.signOutFailed'), error),
    });

  return (
    <Card
      title={t('sessions.title')}
      actions={
        others > 0 ? (
          <Button variant="secondary" onClick={signOutOthers} disabled={revokeOthers.isPending}>
            {t('sessions.signOutOthers')}
          </Button>
        ) : null
      }
    >
      <p className="text-sm text-slate-600">{t('sessions.description')}</p>
      {sessions.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('loading')}
        </p>
      ) : sessions.isError ? (
        <p className="mt-4 text-sm text-red-700">{t('sessions.loadFailed')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </Card>
  );
}
