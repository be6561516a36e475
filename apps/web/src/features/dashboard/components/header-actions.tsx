import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { UserSummary } from './user-summary';

/** The dashboard header's Refresh beside the user's name, e-mail and Logout. */
export function HeaderActions({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex items-center gap-3">
      <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        {refreshing ? t('refreshing') : t('refresh')}
      </Button>
      <UserSummary />
    </div>
  );
}
