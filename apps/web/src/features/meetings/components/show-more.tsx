import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import type { MoreMeetings } from '../api/get-meeting-pages';

/** 'Show more' under a list that has further pages; a failed page is a toast, the list stays. */
export function ShowMore({ more, label }: { more: MoreMeetings; label?: string }) {
  const { t } = useTranslation('meetings');
  if (!more.available) return null;
  const load = async () => {
    const failure = await more.load();
    if (failure) toast.error(t('toast.fetchFailed'), { description: apiErrorText(failure) });
  };
  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={() => void load()}
      disabled={more.loading}
      aria-label={label}
    >
      {more.loading ? <Spinner size="sm" /> : null}
      {more.loading ? t('board.loadingMore') : t('board.showMore')}
    </Button>
  );
}
