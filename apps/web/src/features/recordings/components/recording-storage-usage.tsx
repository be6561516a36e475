import { useTranslation } from 'react-i18next';
import { useStorageUsage } from '../api/get-storage-usage';
import { StorageMeter } from './storage-meter';

/** 'Recording storage' with its use and bar, for the account page's plan card (loading and failure said in words). */
export function RecordingStorageUsage() {
  const { t } = useTranslation('recordings');
  const usage = useStorageUsage();
  return (
    <div className="mt-3 space-y-1">
      <h4 className="text-sm text-slate-700">{t('storage.label')}</h4>
      {usage.data ? (
        <StorageMeter usage={usage.data} wording="value" />
      ) : usage.isError ? (
        <p className="text-sm text-red-700">{t('storage.failed')}</p>
      ) : (
        <p className="text-sm text-slate-600">{t('storage.loading')}</p>
      )}
    </div>
  );
}
