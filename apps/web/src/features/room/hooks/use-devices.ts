import { useEffect, useState } from 'react';

export interface DeviceLists {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

const empty: DeviceLists = { microphones: [], cameras: [], speakers: [] };

async function listDevices(): Promise<DeviceLists> {
  if (typeof navigator.mediaDevices?.enumerateDevices !== 'function') return empty;
  const devices = await navigator.mediaDevices.enumerateDevices();
  // Before permission is granted browsers list devices without ids; those cannot be chosen.
  const usable = devices.filter((device) => device.deviceId !== '');
  return {
    microphones: usable.filter((device) => device.kind === 'audioinput'),
    cameras: usable.filter((device) => device.kind === 'videoinput'),
    speakers: usable.filter((device) => device.kind === 'audiooutput'),
  };
}

/**
 * The devices to choose from, listed again when one is plugged in or out and whenever `refreshKey`
 * changes (after the permission prompt, labels and ids become available).
 */
export function useDevices(refreshKey: unknown): DeviceLists {
  const [lists, setLists] = useState<DeviceLists>(empty);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void listDevices()
        .then((next) => current && setLists(next))
        .catch((error: unknown) => console.warn('Could not list devices', error));
    refresh();
    navigator.mediaDevices?.addEventListener?.('devicechange', refresh);
    return () => {
      current = false;
      navigator.mediaDevices?.removeEventListener?.('devicechange', refresh);
    };
  }, [refreshKey]);
  return lists;
}

/** Whether this browser can route audio to a chosen speaker (HTMLMediaElement.setSinkId). */
export const canChooseSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
