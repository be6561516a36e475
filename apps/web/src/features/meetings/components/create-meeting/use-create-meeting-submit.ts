import type { CreateMeetingBody, Meeting } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateMeeting } from '#web/features/meetings/api/create-meeting.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

/** Sends the form, then 'Meeting created successfully!' or 'Meeting not created' with the reason. */
export function useCreateMeetingSubmit(onCreated: (meeting: Meeting) => void) {
  const { t } = useTranslation('meetings');
  const mutation = useCreateMeeting();
  return async (body: CreateMeetingBody) => {
    try {
      const meeting = await mutation.mutateAsync(body);
      toast.success(t('toast.created'));
      onCreated(meeting);
    } catch (error) {
      toastFailure(t('toast.notCreated'), error);
    }
  };
}
