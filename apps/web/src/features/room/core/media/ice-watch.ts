/** How long 'disconnected' may last before we act: it often heals by itself after a short loss. */
export const DISCONNECTED_GRACE_MS = 3_000;

export interface IceWatcher {
  stop: () => void;
}

export interface IceCallbacks {
  /** ICE failed, or stayed disconnected past the grace period. Once per episode. */
  onTrouble: () => void;
  /** Connected again (or for the first time). */
  onHealthy?: () => void;
}

/** Watches a connection's ICE state so its owner can restart ICE and show a banner meanwhile. */
export function watchIce(pc: RTCPeerConnection, { onTrouble, onHealthy }: IceCallbacks): IceWatcher {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reported = false;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const report = () => {
    clear();
    if (reported) return;
    reported = true;
    onTrouble();
  };
  const onChange = () => {
    const state = pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      clear();
      reported = false;
      onHealthy?.();
    } else if (state === 'failed') report();
    else if (state === 'disconnected' && !timer) timer = setTimeout(report, DISCONNECTED_GRACE_MS);
  };
  pc.addEventListener('iceconnectionstatechange', onChange);
  return {
    stop: () => {
      clear();
      pc.removeEventListener('iceconnectionstatechange', onChange);
    },
  };
}
