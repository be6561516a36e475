/**
 * The effect needs a worker with OffscreenCanvas (2D for compositing, WebGL for MediaPipe) and
 * WebAssembly: Chromium, Firefox 105+ and Safari 17+ have them. WebGL is tried once, since a browser
 * may have it switched off or have no way to draw it (headless Firefox without a GPU has none).
 * Without, the choice is not offered.
 */
let supported: boolean | null = null;

export function isBackgroundSupported(): boolean {
  supported ??= typeof Worker !== 'undefined' && typeof WebAssembly === 'object' && hasOffscreenWebGl();
  return supported;
}

function hasOffscreenWebGl(): boolean {
  if (typeof OffscreenCanvas === 'undefined') return false;
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl');
    // Given back at once: browsers keep only a few contexts alive.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}
