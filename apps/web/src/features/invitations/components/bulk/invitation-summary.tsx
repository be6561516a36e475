import { useTranslation } from 'react-i18next';

/** 'Invitation Summary': how many complete rows will be sent, and whether a message goes with them. */
export function InvitationSummary({ count, withMessage }: { count: number; withMessage: boolean }) {
  const { t } = useTranslation('invitations');
  return (
    <div className="rounded-lg border border-indigo-100 bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
      <p className="font-semibold">{t('bulk.summaryTitle')}</p>
      <p>
        {t('bulk.summary', { count })}
        {withMessage ? t('bulk.withMessage') : null}
      </p>
    </div>
  );
}
