/**
 * The effect needs a worker with OffscreenCanvas (2D for compositing, WebGL for MediaPipe) and
 * WebAssembly: Chromium, Firefox 105+ and Safari 17+ have them. Without, the choice is not offered.
 */
export function isBackgroundSupported(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof WebAssembly === 'object';
}
