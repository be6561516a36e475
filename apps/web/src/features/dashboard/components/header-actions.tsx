import { CalendarClock, RefreshCw, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { PHONE_HIDDEN_LABEL, PHONE_ICON_BUTTON } from './phone-header';
import { UserSummary } from './user-summary';

/** The dashboard header's Refresh, Booking and Account beside the user's name, e-mail and Logout; icons on a phone. */
export function HeaderActions({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex items-center gap-2 sm:flex-wrap sm:gap-3" data-testid="dashboard-header-actions">
      <Button
        variant="ghost"
        onClick={onRefresh}
        disabled={refreshing}
        className={PHONE_ICON_BUTTON}
        title={t('refresh')}
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        <span className={PHONE_HIDDEN_LABEL}>{refreshing ? t('refreshing') : t('refresh')}</span>
      </Button>
      <Link to={paths.app.booking.getHref()} className={buttonClasses('ghost', PHONE_ICON_BUTTON)} title={t('booking')}>
        <CalendarClock aria-hidden="true" className="size-4" />
        <span className={PHONE_HIDDEN_LABEL}>{t('booking')}</span>
      </Link>
      <Link to={paths.app.account.getHref()} className={buttonClasses('ghost', PHONE_ICON_BUTTON)} title={t('account')}>
        <UserRound aria-hidden="true" className="size-4" />
        <span className={PHONE_HIDDEN_LABEL}>{t('account')}</span>
      </Link>
      <UserSummary />
    </div>
  );
}
