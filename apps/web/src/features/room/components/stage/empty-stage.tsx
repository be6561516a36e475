import { useTranslation } from 'react-i18next';

/** A large meeting's stage before anyone is on it (the host not there yet): words, not an empty grid. */
export function EmptyStage() {
  const { t } = useTranslation('room');
  return (
    <div className="flex h-full items-center justify-center rounded-xl bg-slate-900 p-6 text-center text-slate-300">
      <p>{t('stage.emptyStage')}</p>
    </div>
  );
}
