/**
 * Where each video goes in the output frame, for a given number of cameras with or without a screen
 * share. Pure geometry: the filter graph scales each video to fit its tile (keeping its aspect ratio)
 * and centres it on black.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** Cameras in the grid: 1 full, 2 side by side, up to 4 in 2x2, up to 9 in 3x3. */
export const MAX_GRID_CAMERAS = 9;
/** Cameras stacked beside a screen share. */
export const MAX_CAMERAS_BESIDE_SCREEN = 4;
/** Share of the width the screen takes while someone shares. */
const SCREEN_WIDTH_SHARE = 0.8;

/** yuv420p needs even sizes and offsets; rounding down keeps tiles inside the frame. */
export function even(value: number): number {
  return Math.floor(value / 2) * 2;
}

function gridColumns(count: number): number {
  if (count <= 1) return 1;
  if (count <= 4) return 2;
  return 3;
}

/** Tiles for `count` cameras (1 to 9), row by row; an incomplete last row is centred. */
export function gridTiles(count: number, frame: FrameSize): Rect[] {
  if (count < 1 || count > MAX_GRID_CAMERAS) throw new RangeError(`a grid holds 1 to 9 cameras, not ${count}`);
  const columns = gridColumns(count);
  const rows = Math.ceil(count / columns);
  const width = even(frame.width / columns);
  const height = even(frame.height / rows);
  const tiles: Rect[] = [];
  for (let index = 0; index < count; index++) {
    const row = Math.floor(index / columns);
    const inRow = Math.min(columns, count - row * columns);
    const left = even((frame.width - inRow * width) / 2);
    tiles.push({ x: left + (index % columns) * width, y: row * height, width, height });
  }
  return tiles;
}

export interface ScreenLayout {
  screen: Rect;
  cameras: Rect[];
}

/** The screen on the left ~80%, up to 4 cameras stacked in the column to its right, centred vertically. */
export function screenLayout(cameraCount: number, frame: FrameSize): ScreenLayout {
  if (cameraCount < 0 || cameraCount > MAX_CAMERAS_BESIDE_SCREEN) {
    throw new RangeError(`up to 4 cameras beside a screen, not ${cameraCount}`);
  }
  const screenWidth = even(frame.width * SCREEN_WIDTH_SHARE);
  const screen = { x: 0, y: 0, width: screenWidth, height: frame.height };
  const width = frame.width - screenWidth;
  // Always a quarter of the height, so a camera keeps its size when another joins the column.
  const height = even(frame.height / MAX_CAMERAS_BESIDE_SCREEN);
  const top = even((frame.height - cameraCount * height) / 2);
  const cameras = Array.from({ length: cameraCount }, (_, index) => ({
    x: screenWidth,
    y: top + index * height,
    width,
    height,
  }));
  return { screen, cameras };
}
