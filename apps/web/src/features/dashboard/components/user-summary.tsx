import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useLogout } from '#web/lib/auth/use-logout.ts';

/** The signed-in guest's name and e-mail with the Logout button, for the dashboard header. */
export function UserSummary() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  return (
    <div className="flex items-center gap-3">
      <div className="text-right text-sm">
        <p className="sr-only">{t('signedInAs')}</p>
        <p className="font-semibold text-slate-900">{user?.name || t('defaultName')}</p>
        {user?.email ? <p className="text-slate-600">{user.email}</p> : null}
      </div>
      <Button variant="secondary" onClick={() => void logout()} disabled={pending}>
        <LogOut aria-hidden="true" className="size-4" />
        {pending ? t('loggingOut') : t('logout')}
      </Button>
    </div>
  );
}
