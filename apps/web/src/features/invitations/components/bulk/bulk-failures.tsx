import { useTranslation } from 'react-i18next';
import type { BulkFailure } from '../../hooks/use-bulk-send';

/** Why each invitation was refused, kept in the modal when none went out. */
export function BulkFailures({ failures }: { failures: BulkFailure[] }) {
  const { t } = useTranslation('invitations');
  if (failures.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{t('bulk.failedTitle')}</p>
      <ul className="list-inside list-disc">
        {failures.map((failure) => (
          <li key={failure.email}>{t('bulk.failedItem', { ...failure })}</li>
        ))}
      </ul>
    </div>
  );
}
