import type { Meeting } from '@vm/contracts';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { CopyMeetingId } from '../copy-meeting-id';

interface InviteStepProps {
  meeting: Meeting;
  onDone: () => void;
  /**
   * The invitation form (invitee e-mail, name, optional phone and message, Send) once the
   * invitations feature provides one; the app layer passes it in, as features do not import each
   * other. Without it the step says where invitations can be sent, and offers Skip.
   */
  inviteForm?: ReactNode;
}

/** The Create Meeting dialog's second step (docs/product.md, 'Dialogs'). */
export function InviteStep({ meeting, onDone, inviteForm }: InviteStepProps) {
  const { t } = useTranslation('meetings');
  return (
    <div className="space-y-4">
      <div className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p>{t('invite.created', { title: meeting.title, code: meeting.meetingId })}</p>
          <CopyMeetingId code={meeting.meetingId} />
        </div>
      </div>
      {inviteForm ?? <p className="text-sm text-slate-700">{t('invite.later')}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={paths.app.meeting.getHref(meeting.id)} className={buttonClasses('secondary')}>
          {t('invite.openMeeting')}
        </Link>
        <Button onClick={onDone}>{t('invite.skip')}</Button>
      </div>
    </div>
  );
}
