import { useTranslation } from 'react-i18next';

/**
 * 'This meeting is being recorded…' above Join now. The live region is always there, so the notice
 * is read out also when a recording starts while the person is still on the pre-join screen. Two
 * lines at most on a phone, so Join now stays in view without scrolling.
 */
export function RecordingNotice({ recording }: { recording: boolean }) {
  const { t } = useTranslation('room');
  return (
    <div role="status" data-testid="recording-notice">
      {recording ? (
        <p className="mb-2 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-1.5 text-xs leading-4 font-medium text-red-900 md:text-sm md:leading-5">
          <span aria-hidden="true" className="mt-1 size-2 shrink-0 rounded-full bg-red-600 md:mt-1.5" />
          {t('prejoin.recordingNotice')}
        </p>
      ) : null}
    </div>
  );
}
