import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { StateNotice } from './state-notice';

/** Replaces the respond panel once the invitation is accepted; the answer can still be changed. */
export function AcceptedCard({ note, onChange }: { note: string | undefined; onChange: () => void }) {
  const { t } = useTranslation('invitations');
  return (
    <StateNotice tone="success" title={t('accepted.title')} text={t('accepted.description')}>
      {note ? <p className="text-sm">{t('accepted.note', { note })}</p> : null}
      <Button variant="secondary" onClick={onChange}>
        {t('accepted.change')}
      </Button>
    </StateNotice>
  );
}
