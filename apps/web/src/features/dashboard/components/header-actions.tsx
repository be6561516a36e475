import { RefreshCw, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { UserSummary } from './user-summary';

/** The dashboard header's Refresh and Account beside the user's name, e-mail and Logout. */
export function HeaderActions({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        {refreshing ? t('refreshing') : t('refresh')}
      </Button>
      <Link to={paths.app.account.getHref()} className={buttonClasses('ghost')}>
        <UserRound aria-hidden="true" className="size-4" />
        {t('account')}
      </Link>
      <UserSummary />
    </div>
  );
}
