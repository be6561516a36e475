import { MEETING_SETTINGS, type PublicInvitation } from '@vm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The meeting's settings that are switched on, as badges (only what the meeting really has). */
export function FeatureBadges({ meeting }: { meeting: NonNullable<PublicInvitation['meeting']> }) {
  const { t } = useTranslation('invitations');
  const headingId = useId();
  const enabled = MEETING_SETTINGS.filter((name) => meeting[name]);
  if (enabled.length === 0) return null;
  return (
    <div>
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('page.features')}
      </h2>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {enabled.map((name) => (
          <li key={name} className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800">
            {t(`features.${name}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
