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
        <p className="mb-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-red-600" />
          {t('prejoin.recordingNotice')}
        </p>
      ) : null}
    </div>
  );
}
