import type { Meeting } from '@vm/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { statusKind } from '#web/features/meetings/utils/meeting-status.ts';
import { CopyMeetingId } from '../copy-meeting-id';
import { MeetingActions } from '../meeting-actions';
import { MeetingTimeBadge } from '../meeting-time-badge';
import { CancelMeetingButton } from '../meeting-lifecycle/cancel-meeting-button';
import { DeletedNotice, DeleteMeetingButton } from '../meeting-lifecycle/meeting-deletion';
import { SeriesSummary } from '../series/series-summary';
import { EditMeetingDialog } from './edit-meeting-dialog';
import { MeetingCalendar } from './meeting-calendar';
import { MeetingFacts } from './meeting-facts';
import { MeetingSettingsList } from './meeting-settings-list';

const statusTones = { live: 'green', scheduled: 'indigo', ended: 'slate', cancelled: 'red' } as const;

/**
 * The meeting page's details card: facts, settings, status, Start/Join/End, copy ID, Edit, and Add to
 * calendar while the meeting has not ended; Cancel while it has not begun, Delete once it ended or was
 * cancelled, Restore once deleted. An occurrence of a series also shows how the series repeats and
 * its occurrences on request.
 */
export function MeetingDetailsCard({ meeting, now }: { meeting: Meeting; now: Date }) {
  const { t } = useTranslation('meetings');
  const [editing, setEditing] = useState(false);
  const kind = statusKind(meeting.status);
  // A cancelled meeting is ended on the wire; the page says which (docs/product.md, 'Meeting status').
  const shown = meeting.cancelledAt ? 'cancelled' : kind;
  return (
    <Card
      title={t('detail.details')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={kind === 'ended'}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('actions.edit')}
          </Button>
          <CancelMeetingButton meeting={meeting} />
          <DeleteMeetingButton meeting={meeting} />
          <MeetingActions meeting={meeting} />
        </>
      }
    >
      <DeletedNotice meeting={meeting} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">{t('detail.status')}:</span>
        <Badge tone={statusTones[shown]}>{t(`status.${shown}`)}</Badge>
        <MeetingTimeBadge meeting={meeting} now={now} />
        <CopyMeetingId code={meeting.meetingId} />
      </div>
      {kind === 'ended' ? <p className="mb-4 text-sm text-slate-600">{t('edit.endedNote')}</p> : null}
      <MeetingFacts meeting={meeting} />
      <SeriesSummary meeting={meeting} />
      {meeting.description ? (
        <div className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('detail.description')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{meeting.description}</p>
        </div>
      ) : null}
      <div className="mt-5">
        <MeetingSettingsList meeting={meeting} />
      </div>
      {kind === 'ended' ? null : (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <MeetingCalendar meeting={meeting} />
        </div>
      )}
      <EditMeetingDialog meeting={meeting} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
