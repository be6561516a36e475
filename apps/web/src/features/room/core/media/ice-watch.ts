/** How long 'disconnected' may last before we act: it often heals by itself after a short loss. */
export const DISCONNECTED_GRACE_MS = 3_000;

/**
 * How long ICE may check without ever connecting before the owner hears of it. Chromium, when every
 * packet to the media server is dropped, stays 'checking' for over two minutes before it says
 * anything; a connection that works connects within seconds, over a TURN relay too.
 */
export const FIRST_CONNECT_TIMEOUT_MS = 30_000;

export interface IceWatcher {
  stop: () => void;
}

export interface IceCallbacks {
  /** ICE failed, or stayed disconnected past the grace period. Once per episode. */
  onTrouble: () => void;
  /** Connected again (or for the first time). */
  onHealthy?: () => void;
  /** Checked for FIRST_CONNECT_TIMEOUT_MS and never connected yet. Once per connection. */
  onNoConnection?: () => void;
}

/** Watches a connection's ICE state so its owner can restart ICE and show a banner meanwhile. */
export function watchIce(pc: RTCPeerConnection, { onTrouble, onHealthy, onNoConnection }: IceCallbacks): IceWatcher {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstConnect: ReturnType<typeof setTimeout> | null = null;
  let connected = false;
  let reported = false;
  const clearFirstConnect = () => {
    if (firstConnect) clearTimeout(firstConnect);
    firstConnect = null;
  };
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
    if (state === 'checking' && !connected && !firstConnect && onNoConnection)
      firstConnect = setTimeout(onNoConnection, FIRST_CONNECT_TIMEOUT_MS);
    if (state === 'connected' || state === 'completed') {
      connected = true;
      clearFirstConnect();
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
      clearFirstConnect();
      pc.removeEventListener('iceconnectionstatechange', onChange);
    },
  };
}
