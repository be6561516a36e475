import { useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@vm/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { meetingKeys } from '#web/features/meetings/api/meeting-keys.ts';
import { newMeetingDefaults } from '#web/features/meetings/utils/meeting-form-schema.ts';
import { MeetingForm } from '../meeting-form/meeting-form';
import { InviteStep } from './invite-step';
import { useCreateMeetingSubmit } from './use-create-meeting-submit';

interface CreateMeetingDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invitation form for the second step, supplied by the app layer (see InviteStep). */
  renderInviteForm?: (meeting: Meeting, done: () => void) => ReactNode;
}

/**
 * Create Meeting (docs/product.md, 'Dialogs'): the form, then the invite step. Closing or skipping resets it
 * (the dialog unmounts its content, so defaults are taken afresh from the clock) and reloads the
 * meetings.
 */
export function CreateMeetingDialog({ open, onClose, renderInviteForm }: CreateMeetingDialogProps) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Meeting | null>(null);
  const create = useCreateMeetingSubmit(setCreated);

  const close = () => {
    setCreated(null);
    void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={created ? t('invite.title') : t('create.dialogTitle')}
      description={created ? undefined : t('create.description')}
    >
      {created ? (
        <InviteStep meeting={created} onDone={close} inviteForm={renderInviteForm?.(created, close)} />
      ) : (
        <MeetingForm
          defaultValues={newMeetingDefaults(new Date(), viewerTimeZone())}
          onSubmit={create}
          submitLabel={t('create.submit')}
          submittingLabel={t('create.submitting')}
          onCancel={close}
          plan={user?.plan}
        />
      )}
    </Dialog>
  );
}
