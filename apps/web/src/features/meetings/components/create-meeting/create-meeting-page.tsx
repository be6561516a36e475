import type { Meeting } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { newMeetingDefaults } from '#web/features/meetings/utils/meeting-form-schema.ts';
import { MeetingForm } from '../meeting-form/meeting-form';
import { useCreateMeetingSubmit } from './use-create-meeting-submit';

/** The create form on its own page (/meetings/create), the same form as the dialog's. */
export function CreateMeetingPage({
  onCreated,
  onCancel,
}: {
  onCreated: (meeting: Meeting) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const [defaults] = useState(() => newMeetingDefaults(new Date(), viewerTimeZone()));
  const create = useCreateMeetingSubmit(onCreated);
  return (
    <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <MeetingForm
        defaultValues={defaults}
        onSubmit={create}
        submitLabel={t('create.submit')}
        submittingLabel={t('create.submitting')}
        onCancel={onCancel}
        plan={user?.plan}
      />
    </div>
  );
}
