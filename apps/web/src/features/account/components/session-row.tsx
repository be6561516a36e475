import type { AccountSession } from '@vm/contracts';
import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useRevokeSession } from '../api/revoke-session';

/** One device: browser and system, since when and when last active, and its sign-out. */
export function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation('account');
  const format = useDateFormat();
  const revoke = useRevokeSession();
  const device = t('sessions.label', {
    browser: session.browser ?? t('sessions.unknownBrowser'),
    os: session.os ?? t('sessions.unknownSystem'),
  });
  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () => void toast.success(t('sessions.signedOut')),
      onError: (error) => toastFailure(t('sessions.signOutFailed'), error),
    });

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device}
          {session.current ? <Badge tone="green">{t('sessions.current')}</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          {t('sessions.signedIn', { date: format.dateTime(session.createdAt) })}
          {session.lastSeenAt ? ` · ${t('sessions.lastSeen', { date: format.dateTime(session.lastSeenAt) })}` : null}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          onClick={signOut}
          disabled={revoke.isPending}
          aria-label={t('sessions.signOutNamed', { device })}
        >
          {revoke.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
