import type { BackgroundImage } from './background-choice';

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/**
 * Our background pictures, painted on a canvas of the frame's size: gradients and a simple pattern
 * made here, so they are ours to ship, weigh nothing in the bundle and fit any resolution.
 */
export function paintBackground(context: Context2D, image: BackgroundImage, width: number, height: number): void {
  if (image === 'dusk') return paintDusk(context, width, height);
  if (image === 'sea') return paintSea(context, width, height);
  return paintGrid(context, width, height);
}

/** A warm evening sky over dark hills. */
function paintDusk(context: Context2D, width: number, height: number): void {
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#2b2d5c');
  sky.addColorStop(0.55, '#c0607a');
  sky.addColorStop(1, '#f2b36b');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#3a2a4a';
  context.beginPath();
  context.moveTo(0, height);
  context.lineTo(0, height * 0.78);
  context.quadraticCurveTo(width * 0.3, height * 0.62, width * 0.55, height * 0.8);
  context.quadraticCurveTo(width * 0.8, height * 0.68, width, height * 0.75);
  context.lineTo(width, height);
  context.fill();
}

/** Calm blue bands, lighter towards the horizon. */
function paintSea(context: Context2D, width: number, height: number): void {
  const water = context.createLinearGradient(0, 0, 0, height);
  water.addColorStop(0, '#cfe8f3');
  water.addColorStop(0.45, '#6fb1d0');
  water.addColorStop(1, '#1d4f7a');
  context.fillStyle = water;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = 'rgba(255, 255, 255, 0.18)';
  context.lineWidth = Math.max(2, height / 120);
  for (let y = height * 0.5; y < height; y += height / 14) {
    context.beginPath();
    for (let x = 0; x <= width; x += width / 16) {
      const wave = Math.sin((x / width) * Math.PI * 6 + y) * (height / 90);
      if (x === 0) context.moveTo(x, y + wave);
      else context.lineTo(x, y + wave);
    }
    context.stroke();
  }
}

/** A soft office wall: a light tone with a faint grid of panels. */
function paintGrid(context: Context2D, width: number, height: number): void {
  const wall = context.createLinearGradient(0, 0, width, height);
  wall.addColorStop(0, '#eef1ec');
  wall.addColorStop(1, '#c9d3c4');
  context.fillStyle = wall;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = 'rgba(60, 80, 60, 0.12)';
  context.lineWidth = Math.max(1, width / 400);
  const step = width / 8;
  for (let x = step; x < width; x += step) {
    context.beginPath();
    context.moveTo(x, 0);
    context.lineTo(x, height);
    context.stroke();
  }
  for (let y = step; y < height; y += step) {
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y);
    context.stroke();
  }
}
