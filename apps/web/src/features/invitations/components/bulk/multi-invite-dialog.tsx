import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { BulkInviteForm } from './bulk-invite-form';

export interface MeetingChoice {
  id: string;
  title: string;
}

interface MultiInviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The organizer's meetings that can still take invitations; the app layer supplies them. */
  meetings: MeetingChoice[];
}

/** The dashboard's multi-invitee dialog: the Bulk Invitation rows plus which meeting they are for. */
export function MultiInviteDialog({ open, onClose, meetings }: MultiInviteDialogProps) {
  const { t } = useTranslation('invitations');
  return (
    <Dialog open={open} onClose={onClose} title={t('bulk.title')} description={t('bulk.subtitle')}>
      {meetings.length === 0 ? (
        <p className="text-sm text-slate-700">{t('bulk.noMeetings')}</p>
      ) : (
        <MultiInviteForm meetings={meetings} onClose={onClose} />
      )}
    </Dialog>
  );
}

function MultiInviteForm({ meetings, onClose }: { meetings: MeetingChoice[]; onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const [meetingId, setMeetingId] = useState('');
  return (
    <BulkInviteForm
      meetingId={meetingId || null}
      explainIncomplete
      onSent={onClose}
      onCancel={onClose}
      meetingField={
        <FormField label={t('bulk.meeting')} required>
          {(field) => (
            <Select {...field} value={meetingId} onChange={(event) => setMeetingId(event.target.value)}>
              <option value="">{t('bulk.meetingPlaceholder')}</option>
              {meetings.map((meeting) => (
                <option key={meeting.id} value={meeting.id}>
                  {meeting.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      }
    />
  );
}
