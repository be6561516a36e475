import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { useUpdateMeeting } from '#web/features/meetings/api/update-meeting.ts';
import {
  keepUnchangedTimes,
  meetingToFormValues,
  type MeetingFormBody,
} from '#web/features/meetings/utils/meeting-form-schema.ts';
import { keepUnchangedRecurrence } from '#web/features/meetings/utils/keep-unchanged-recurrence.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { MeetingForm } from '../meeting-form/meeting-form';

/**
 * Edit Meeting: the create form filled with the meeting; the server refuses once it has ended (409).
 * On an occurrence of a series the form asks whether the change reaches this occurrence alone or
 * also the following ones, and sends that as `scope`.
 */
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
  const save = async (body: MeetingFormBody) => {
    const zone = viewerTimeZone();
    try {
      await update.mutateAsync({
        id: meeting.id,
        body: keepUnchangedRecurrence(keepUnchangedTimes(body, meeting, zone), meeting),
      });
      toast.success(t('toast.updated'));
      onClose();
      return undefined;
    } catch (error) {
      toastFailure(t('toast.updateFailed'), error);
      return { error };
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
