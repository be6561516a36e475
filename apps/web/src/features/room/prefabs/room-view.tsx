import { useMemo, useState } from 'react';
import { AudioRenderer } from '../components/audio-renderer';
import { ControlBar, type PanelName } from '../components/control-bar';
import { KeyboardShortcuts } from '../components/keyboard-shortcuts';
import { RoomBanners } from '../components/room-banners';
import { RoomGrid } from '../components/room-grid';
import { RoomHeader } from '../components/room-header';
import { RoomNotices } from '../components/room-notices';
import { SpeakerLayout } from '../components/speaker-layout';
import { useRoomSession, useRoomState } from '../context/room-context';
import { buildTiles, pickFocus } from '../core/layout/tiles';
import { useActiveSpeaker } from '../hooks/use-active-speaker';
import { useParticipants } from '../hooks/use-participants';
import { RoomSidePanel } from './room-side-panel';

export type LayoutMode = 'grid' | 'speaker';

/** The room itself: the tiles in a grid or speaker layout, the controls, and one side panel. */
export function RoomView() {
  const session = useRoomSession();
  const { participants } = useParticipants();
  const selfId = useRoomState((state) => state.selfId);
  const activeSpeakerId = useActiveSpeaker();
  const [mode, setMode] = useState<LayoutMode>('grid');
  const [pinnedKey, setPinnedKey] = useState<string | null>(null);
  const [panel, setPanel] = useState<PanelName | null>(null);

  const tiles = useMemo(() => buildTiles(participants), [participants]);
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
      />
      <div className="relative flex min-h-0 flex-1 gap-3 px-3 pb-2">
        <RoomBanners />
        <main className="min-h-0 min-w-0 flex-1">
          {speakerView && focus ? (
            <SpeakerLayout
              focus={focus}
              others={tiles.filter((tile) => tile.key !== focus.key)}
              pinnedKey={pinnedKey}
              onPin={pin}
            />
          ) : (
            <RoomGrid tiles={tiles} pinnedKey={pinnedKey} onPin={pin} />
          )}
        </main>
        {panel ? <RoomSidePanel panel={panel} onClose={() => openPanel(null)} /> : null}
      </div>
      <ControlBar panel={panel} onPanel={(next) => openPanel(panel === next ? null : next)} />
    </div>
  );
}
