import type { Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateMeeting } from '#web/features/meetings/api/create-meeting.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import type { MeetingFormBody } from '#web/features/meetings/utils/meeting-form-schema.ts';
import type { SubmitRefusal } from '../meeting-form/use-meeting-form';

/**
 * Sends the form, then 'Meeting created successfully!' or 'Meeting not created' with the reason (and
 * the refusal back to the form). A series replies with its first occurrence.
 */
export function useCreateMeetingSubmit(onCreated: (meeting: Meeting) => void) {
  const { t } = useTranslation('meetings');
  const mutation = useCreateMeeting();
  return async (body: MeetingFormBody): Promise<SubmitRefusal | undefined> => {
    try {
      const meeting = await mutation.mutateAsync(body);
      toast.success(t('toast.created'));
      onCreated(meeting);
      return undefined;
    } catch (error) {
      toastFailure(t('toast.notCreated'), error);
      return { error };
    }
  };
}
