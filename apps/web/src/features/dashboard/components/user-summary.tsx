import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useLogout } from '#web/lib/auth/use-logout.ts';
import { PHONE_HIDDEN_LABEL, PHONE_ICON_BUTTON } from './phone-header';

/**
 * The signed-in guest's name and e-mail with the Logout button, for the dashboard header. On a phone the
 * name and address are read to screen readers only and Logout is an icon, so the header keeps to two rows.
 */
export function UserSummary() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <div className={`text-right text-sm ${PHONE_HIDDEN_LABEL}`}>
        <p className="sr-only">{t('signedInAs')}</p>
        <p className="font-semibold text-slate-900">{user?.name || t('defaultName')}</p>
        {user?.email ? <p className="text-slate-600">{user.email}</p> : null}
      </div>
      <Button
        variant="secondary"
        onClick={() => void logout()}
        disabled={pending}
        className={PHONE_ICON_BUTTON}
        title={t('logout')}
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className={PHONE_HIDDEN_LABEL}>{pending ? t('loggingOut') : t('logout')}</span>
      </Button>
    </div>
  );
}
