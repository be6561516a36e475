import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

interface ConnectionErrorProps {
  /** What went wrong, in the reader's language; without one, that the server could not be reached. */
  message?: string | undefined;
  onRetry: () => void;
  /** While Try Again is under way. */
  retrying?: boolean;
}

/**
 * Replaces the dashboard when its data cannot be fetched (docs/product.md, 'Dashboard'). Its texts are bundled
 * (common), so it can say so even when the page's own texts could not be downloaded.
 */
export function ConnectionError({ message, onRetry, retrying = false }: ConnectionErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <WifiOff aria-hidden="true" className="mx-auto size-10 text-red-500" />
      <h2 className="mt-3 text-2xl font-bold text-slate-900">{t('connectionError.title')}</h2>
      <p className="mt-2 text-slate-600">{message ?? t('connectionError.unreachable')}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? t('connectionError.trying') : t('connectionError.tryAgain')}
      </Button>
    </div>
  );
}
