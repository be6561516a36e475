import type { CreateMeetingBody, Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { useUpdateMeeting } from '#web/features/meetings/api/update-meeting.ts';
import { keepUnchangedTimes, meetingToFormValues } from '#web/features/meetings/utils/meeting-form-schema.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { MeetingForm } from '../meeting-form/meeting-form';

/** Edit Meeting: the create form filled with the meeting; the server refuses once it has ended (409). */
export function EditMeetingDialog({
  meeting,
  open,
  onClose,
}: {
  meeting: Meeting;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const update = useUpdateMeeting();
  const save = async (body: CreateMeetingBody) => {
    try {
      await update.mutateAsync({ id: meeting.id, body: keepUnchangedTimes(body, meeting, viewerTimeZone()) });
      toast.success(t('toast.updated'));
      onClose();
    } catch (error) {
      toastFailure(t('toast.updateFailed'), error);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('edit.title')}>
      <MeetingForm
        defaultValues={meetingToFormValues(meeting, viewerTimeZone())}
        onSubmit={save}
        submitLabel={t('edit.submit')}
        submittingLabel={t('edit.submitting')}
        onCancel={onClose}
        plan={user?.plan}
      />
    </Dialog>
  );
}
