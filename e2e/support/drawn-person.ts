// A person drawn on a canvas: head with hair, face and ears, neck, shoulders in a shirt, in front of
// a room (a gradient wall, a door, a picture). It is ours, so it can live in the repository, and
// MediaPipe's general selfie model separates it from the room (its landscape model does not).
// Runs in the page: everything it needs is inside, and it is passed to page.evaluate as source.

/** Where the figure is, on the 640x360 grid it is drawn on (scaled to any size). */
export const FIGURE = {
  head: { x: 320, y: 140, rx: 62, ry: 80 },
  torsoTop: 250,
} as const;

/** Draws the figure on `context`, shifted `dx` pixels sideways (for frames that differ a little). */
export function drawPerson(context: CanvasRenderingContext2D, width: number, height: number, dx = 0): void {
  context.save();
  context.scale(width / 640, height / 360);
  context.translate(dx, 0);
  const wall = context.createLinearGradient(0, 0, 640, 360);
  wall.addColorStop(0, '#8fa3b8');
  wall.addColorStop(1, '#cfd8e0');
  context.fillStyle = wall;
  context.fillRect(-100, 0, 840, 360);
  context.fillStyle = '#6b4f3a';
  context.fillRect(40, 60, 120, 300);
  context.fillStyle = '#e8e2d0';
  context.fillRect(480, 80, 120, 90);
  const cx = 320;
  context.fillStyle = '#2f5d8a';
  context.beginPath();
  context.moveTo(cx - 190, 360);
  context.bezierCurveTo(cx - 185, 270, cx - 150, 250, cx - 60, 240);
  context.lineTo(cx + 60, 240);
  context.bezierCurveTo(cx + 150, 250, cx + 185, 270, cx + 190, 360);
  context.closePath();
  context.fill();
  context.fillStyle = '#d9a784';
  context.fillRect(cx - 32, 190, 64, 60);
  const skin = context.createRadialGradient(cx - 20, 120, 10, cx, 140, 90);
  skin.addColorStop(0, '#f1c6a3');
  skin.addColorStop(1, '#c98f6b');
  context.fillStyle = skin;
  context.beginPath();
  context.ellipse(cx, 140, 62, 80, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#d39a77';
  for (const side of [-1, 1]) {
    context.beginPath();
    context.ellipse(cx + side * 62, 145, 10, 18, 0, 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = '#3a2618';
  context.beginPath();
  context.ellipse(cx, 92, 66, 42, 0, Math.PI, 0);
  context.fill();
  context.beginPath();
  context.ellipse(cx, 90, 64, 30, 0, 0, Math.PI);
  context.fill();
  for (const side of [-1, 1]) {
    context.fillStyle = '#fff';
    context.beginPath();
    context.ellipse(cx + side * 24, 135, 11, 6, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#4a3222';
    context.beginPath();
    context.arc(cx + side * 24, 135, 4.5, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = '#3a2618';
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(cx + side * 12, 120);
    context.lineTo(cx + side * 36, 118);
    context.stroke();
  }
  context.strokeStyle = '#a86e50';
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(cx, 140);
  context.lineTo(cx - 7, 165);
  context.lineTo(cx + 5, 168);
  context.stroke();
  context.strokeStyle = '#a0504a';
  context.lineWidth = 4;
  context.beginPath();
  context.arc(cx, 175, 18, 0.15 * Math.PI, 0.85 * Math.PI);
  context.stroke();
  context.restore();
}
