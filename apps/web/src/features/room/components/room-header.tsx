import { LayoutGrid, PanelLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRoomState } from '../context/room-context';
import { useStage } from '../hooks/use-stage';
import { ConnectionIndicator } from './connection-indicator';
import { RecordingIndicator } from './recording-indicator';
import { SelfViewToggle } from './self-view-toggle';
import { AudienceCount } from './stage/audience-count';

interface RoomHeaderProps {
  mode: 'grid' | 'speaker';
  onModeChange: (mode: 'grid' | 'speaker') => void;
  selfViewHidden: boolean;
  onToggleSelfView: () => void;
}

/** Meeting title and code, the recording indicator, connection quality, and the view options: grid/speaker and self view. */
export function RoomHeader({ mode, onModeChange, selfViewHidden, onToggleSelfView }: RoomHeaderProps) {
  const { t } = useTranslation('room');
  const room = useRoomState((state) => state.room);
  const stage = useStage();
  const option = (value: 'grid' | 'speaker', Icon: typeof LayoutGrid) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onModeChange(value)}
      title={t(`controls.layout.${value}`)}
      className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm aria-pressed:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Icon aria-hidden="true" className="size-4" />
      {/* Icons alone on a phone, so the title and the recording indicator keep their room. */}
      <span className="sr-only sm:not-sr-only">{t(`controls.layout.${value}`)}</span>
    </button>
  );
  return (
    <header className="flex items-center justify-between gap-3 px-4 py-2">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {/* On a phone the code goes under the title, so people can still read it out to others. */}
        <div className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-3">
          <h1 className="truncate font-semibold">{room?.title}</h1>
          {room ? (
            <span
              data-testid="meeting-code"
              title={t('room.code', { code: room.meetingCode })}
              className="truncate text-xs text-slate-400 sm:text-sm"
            >
              {room.meetingCode}
            </span>
          ) : null}
        </div>
        <RecordingIndicator />
        {stage.largeMeeting ? <AudienceCount count={stage.audienceSize} /> : null}
        <ConnectionIndicator />
      </div>
      <div className="flex shrink-0 items-center gap-1 rounded-lg bg-slate-800 p-1">
        <div role="group" aria-label={t('controls.layout.label')} className="flex gap-1">
          {option('grid', LayoutGrid)}
          {option('speaker', PanelLeft)}
        </div>
        {/* The audience has no self view to hide: it sends no camera. */}
        {stage.audience ? null : (
          <>
            <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-slate-600" />
            <SelfViewToggle hidden={selfViewHidden} onToggle={onToggleSelfView} />
          </>
        )}
      </div>
    </header>
  );
}
