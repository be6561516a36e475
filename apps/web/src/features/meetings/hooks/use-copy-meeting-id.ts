import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Copies a meeting ID and says so ('Meeting ID copied to clipboard'), or says it could not. */
export function useCopyMeetingId() {
  const { t } = useTranslation('meetings');
  return async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('toast.idCopied'));
    } catch {
      // No clipboard access (an insecure page, a denied permission): the ID stays visible to copy by hand.
      toast.error(t('toast.copyFailed'));
    }
  };
}
