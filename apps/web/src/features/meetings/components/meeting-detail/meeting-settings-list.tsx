import { MEETING_SETTINGS, type Meeting } from '@vm/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The entry settings as stored, each On or Off in words (not only by icon). */
export function MeetingSettingsList({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  return (
    <section aria-label={t('detail.settings')}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('detail.settings')}</h3>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {MEETING_SETTINGS.map((name) => (
          <li key={name} className="flex items-center gap-2 text-sm text-slate-800">
            {meeting[name] ? (
              <Check aria-hidden="true" className="size-4 text-emerald-600" />
            ) : (
              <X aria-hidden="true" className="size-4 text-slate-400" />
            )}
            {t(`form.${name}`)}: {meeting[name] ? t('detail.on') : t('detail.off')}
          </li>
        ))}
        <li className="flex items-center gap-2 text-sm text-slate-800">
          {meeting.largeMeeting ? (
            <Check aria-hidden="true" className="size-4 text-emerald-600" />
          ) : (
            <X aria-hidden="true" className="size-4 text-slate-400" />
          )}
          {t('form.largeMeeting')}: {meeting.largeMeeting ? t('detail.on') : t('detail.off')}
        </li>
      </ul>
      {meeting.allowRecording ? <p className="mt-1 text-xs text-slate-500">{t('form.recordingHint')}</p> : null}
    </section>
  );
}
