import { useMemo, useState } from 'react';
import { AudioRenderer } from '../components/audio-renderer';
import { ControlBar, type PanelName } from '../components/control-bar';
import { KeyboardShortcuts } from '../components/keyboard-shortcuts';
import { MediaUnreachable } from '../components/media-unreachable';
import { RoomBanners } from '../components/room-banners';
import { PagedGrid } from '../components/paged-grid';
import { RoomHeader } from '../components/room-header';
import { RoomNoticeBar } from '../components/room-notice-bar';
import { RoomNotices } from '../components/room-notices';
import { SpeakerLayout } from '../components/speaker-layout';
import { useRoomSession, useRoomState } from '../context/room-context';
import { isSelfCamera } from '../core/layout/paginate-tiles';
import { buildTiles, pickFocus } from '../core/layout/tiles';
import { useActiveSpeaker } from '../hooks/use-active-speaker';
import { useParticipants } from '../hooks/use-participants';
import { useSelfView } from '../hooks/use-self-view';
import { useStage } from '../hooks/use-stage';
import { EmptyStage } from '../components/stage/empty-stage';
import { RoomSidePanel } from './room-side-panel';

export type LayoutMode = 'grid' | 'speaker';

/**
 * The room itself: the tiles in a grid or speaker layout, the controls, and one side panel. On a
 * phone held upright the panel is a bottom sheet under the stage and takes the control bar's place
 * until it is closed, so the videos keep the upper part of the screen.
 */
export function RoomView() {
  const session = useRoomSession();
  const { participants } = useParticipants();
  const selfId = useRoomState((state) => state.selfId);
  const activeSpeakerId = useActiveSpeaker();
  const [mode, setMode] = useState<LayoutMode>('grid');
  const [pinnedKey, setPinnedKey] = useState<string | null>(null);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const selfView = useSelfView();

  const { largeMeeting } = useStage();
  // A large meeting shows its stage: the speakers' tiles, never the audience's (raised hands included).
  const tiles = useMemo(
    () => buildTiles(largeMeeting ? participants.filter((person) => person.stageRole === 'speaker') : participants),
    [participants, largeMeeting],
  );
  const focus = pickFocus({ tiles, pinnedKey, activeSpeakerId, selfId });
  // A shared screen is shown large to everyone; so is a tile someone pinned.
  const speakerView =
    focus !== null && (mode === 'speaker' || tiles.some((tile) => tile.source === 'screen') || pinnedKey !== null);

  const openPanel = (next: PanelName | null) => {
    setPanel(next);
    session.actions.setChatOpen(next === 'chat');
  };
  const pin = (key: string | null) => setPinnedKey(key);

  return (
    <div className="flex h-dvh flex-col bg-slate-950 text-white">
      <RoomNotices />
      <AudioRenderer />
      <KeyboardShortcuts />
      <RoomHeader
        mode={speakerView ? 'speaker' : 'grid'}
        onModeChange={(next) => (setMode(next), next === 'grid' && setPinnedKey(null))}
        selfViewHidden={selfView.hidden}
        onToggleSelfView={selfView.toggle}
      />
      <RoomNoticeBar />
      <div className="relative flex min-h-0 flex-1 flex-col gap-3 px-3 pb-2 md:flex-row">
        <RoomBanners />
        <MediaUnreachable />
        <main className="min-h-0 min-w-0 flex-1">
          {tiles.length === 0 ? (
            <EmptyStage />
          ) : speakerView && focus ? (
            <SpeakerLayout
              focus={focus}
              // A hidden self view leaves the strip too, but not the large tile (when I am alone or pinned myself).
              others={tiles.filter(
                (tile) => tile.key !== focus.key && !(selfView.hidden && isSelfCamera(tile, selfId)),
              )}
              pinnedKey={pinnedKey}
              onPin={pin}
            />
          ) : (
            <PagedGrid
              tiles={tiles}
              selfId={selfId}
              activeSpeakerId={activeSpeakerId}
              pinnedKey={pinnedKey}
              hideSelf={selfView.hidden}
              onPin={pin}
            />
          )}
        </main>
        {panel ? <RoomSidePanel panel={panel} onClose={() => openPanel(null)} /> : null}
      </div>
      <div className={panel ? 'max-md:hidden' : undefined}>
        <ControlBar panel={panel} onPanel={(next) => openPanel(panel === next ? null : next)} />
      </div>
    </div>
  );
}
