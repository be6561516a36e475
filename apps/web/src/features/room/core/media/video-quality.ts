import type { CameraQuality, ClientMessage, RemoteStream, StreamQuality, VideoQuality } from '@vm/contracts';

/** How one remote camera tile is shown: its rendered height in CSS pixels, and whether it is the large one. */
export interface TileDisplay {
  height: number;
  /** The speaker layout's large tile (the speaker, a pinned tile): always the full layer. */
  focused: boolean;
}

/**
 * Tile heights up to which a smaller layer is sharp enough. The camera's layers are 320x180, 640x360
 * and 1280x720 (simulcast.ts on a 720p capture); a tile gets the smallest layer at least as tall as
 * itself in CSS pixels. Device pixels are not counted: on a high-density screen a small tile is a
 * little soft, and the bandwidth stays what the layout needs.
 */
export const LOW_MAX_HEIGHT = 180;
export const MEDIUM_MAX_HEIGHT = 360;
const DEBOUNCE_MS = 300;
const RANK: Record<VideoQuality, number> = { low: 0, medium: 1, high: 2 };

export function qualityForTile(view: TileDisplay): VideoQuality {
  if (view.focused || view.height > MEDIUM_MAX_HEIGHT) return 'high';
  return view.height > LOW_MAX_HEIGHT ? 'medium' : 'low';
}

/** The lower of two layers: a tile's wish under the link's cap. */
export const lowerQuality = (a: VideoQuality, b: VideoQuality): VideoQuality => (RANK[a] <= RANK[b] ? a : b);

/** The layer wanted of one remote camera (`off`: not on screen), and whose camera that is. */
export interface CameraWish {
  participantId: string;
  quality: CameraQuality;
}

export interface ViewingConditions {
  /** The tab is in the background: no video is wanted at all. */
  pageHidden: boolean;
  /** The highest layer the link carries now (link-cap.ts). */
  cap: VideoQuality;
}

const ON_SCREEN: ViewingConditions = { pageHidden: false, cap: 'high' };

/**
 * What is wanted of each remote camera of the subscription, by mid: the layer its tile needs (under
 * the link's cap), or `off` when no tile shows it on screen (another page, scrolled out of the strip)
 * or the tab is hidden, so the media server stops forwarding it. A participant shown in two tiles at
 * once (for a moment while the layout changes) gets the larger.
 */
export function wantedQualities(
  streams: readonly RemoteStream[],
  tiles: Iterable<{ participantId: string; view: TileDisplay }>,
  conditions: ViewingConditions = ON_SCREEN,
): Map<string, CameraWish> {
  const byParticipant = new Map<string, VideoQuality>();
  for (const { participantId, view } of tiles) {
    if (view.height <= 0) continue;
    const quality = lowerQuality(qualityForTile(view), conditions.cap);
    const before = byParticipant.get(participantId);
    if (!before || RANK[quality] > RANK[before]) byParticipant.set(participantId, quality);
  }
  const wanted = new Map<string, CameraWish>();
  for (const { mid, participantId, kind, source } of streams) {
    if (kind !== 'video' || source !== 'camera') continue;
    const quality = conditions.pageHidden ? 'off' : (byParticipant.get(participantId) ?? 'off');
    wanted.set(mid, { participantId, quality });
  }
  return wanted;
}

/**
 * What to tell the server: the mids whose wish differs from what it was last told for them. A mid
 * the media server reused for someone else's camera (after a stream ended) counts as never told.
 */
export function qualityChanges(
  sent: ReadonlyMap<string, CameraWish>,
  wanted: ReadonlyMap<string, CameraWish>,
): Map<string, CameraWish> {
  const told = (mid: string, wish: CameraWish) =>
    sent.get(mid)?.participantId === wish.participantId && sent.get(mid)?.quality === wish.quality;
  return new Map([...wanted].filter(([mid, wish]) => !told(mid, wish)));
}

/**
 * Turns the rendered sizes of remote camera tiles on screen, the tab's visibility and the link's cap
 * into `videoQuality` messages for the subscribing connection: debounced (a window being resized
 * reports many sizes) except for the tab going to the background or coming back, which is sent at
 * once; only changes; and everything again for a new subscribing connection, whose mids are new.
 */
export class VideoQualityRequests {
  private readonly tiles = new Map<string, { participantId: string; view: TileDisplay }>();
  private streams: readonly RemoteStream[] = [];
  /** What the server was told, by mid. */
  private readonly sent = new Map<string, CameraWish>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private conditions: ViewingConditions = ON_SCREEN;

  constructor(private readonly send: (message: ClientMessage) => boolean) {}

  /** A tile's size or focus changed; null when it is gone. */
  setTile(key: string, participantId: string, view: TileDisplay | null): void {
    if (view) this.tiles.set(key, { participantId, view });
    else this.tiles.delete(key);
    this.schedule();
  }

  /**
   * The streams of the subscriber offer just answered. A camera the server was never told about is
   * forwarded at its default until we say otherwise, so new ones are told at once (the tiles are
   * measured already: people are known before their streams).
   */
  setStreams(streams: readonly RemoteStream[]): void {
    this.streams = streams;
    const untold = streams.some((stream) => stream.source === 'camera' && !this.sent.has(stream.mid));
    if (!untold) return this.schedule();
    this.cancel();
    this.flush();
  }

  /** The tab went to the background (true) or came back: sent without waiting. */
  setPageHidden(pageHidden: boolean): void {
    if (pageHidden === this.conditions.pageHidden) return;
    this.conditions = { ...this.conditions, pageHidden };
    this.cancel();
    this.flush();
  }

  /** The highest layer the link carries now. */
  setCap(cap: VideoQuality): void {
    if (cap === this.conditions.cap) return;
    this.conditions = { ...this.conditions, cap };
    this.schedule();
  }

  /** The subscribing connection is gone: what the server was told applied to it only. */
  reset(): void {
    this.cancel();
    this.streams = [];
    this.sent.clear();
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, DEBOUNCE_MS);
  }

  private flush(): void {
    const changes = qualityChanges(this.sent, wantedQualities(this.streams, this.tiles.values(), this.conditions));
    const streams: StreamQuality[] = [...changes].map(([mid, { quality }]) => ({ mid, quality }));
    // Not sent (the socket is down): the new connection after a reconnect is told everything anyway.
    if (streams.length === 0 || !this.send({ type: 'videoQuality', streams })) return;
    for (const [mid, wish] of changes) this.sent.set(mid, wish);
  }
}
