import type { BackgroundChoice } from './background-choice';
import { paintBackground } from './background-images';

/**
 * Puts the person (the segmenter's mask) in front of the chosen background, at the frame's own
 * size: the blurred frame itself, or one of our pictures. Canvas 2D only, which both Chromium and
 * Firefox offer in a worker; the mask is scaled up with smoothing, which softens its edge.
 */
export class Compositor {
  private readonly output = new OffscreenCanvas(1, 1);
  private readonly outputContext: OffscreenCanvasRenderingContext2D;
  private readonly person = new OffscreenCanvas(1, 1);
  private readonly personContext: OffscreenCanvasRenderingContext2D;
  private picture: { choice: BackgroundChoice; width: number; height: number; canvas: OffscreenCanvas } | null = null;

  constructor() {
    this.outputContext = context2d(this.output);
    this.personContext = context2d(this.person);
  }

  compose(
    frame: CanvasImageSource,
    width: number,
    height: number,
    mask: OffscreenCanvas,
    choice: BackgroundChoice,
  ): OffscreenCanvas {
    resize(this.output, width, height);
    resize(this.person, width, height);
    const out = this.outputContext;
    if (choice === 'blur') {
      // Relative to the width, so a 1280 and a 320 pixel wide frame look alike.
      out.filter = `blur(${Math.max(4, Math.round(width / 40))}px)`;
      out.drawImage(frame, 0, 0, width, height);
      out.filter = 'none';
    } else if (choice === 'none') {
      out.drawImage(frame, 0, 0, width, height);
    } else {
      out.drawImage(this.pictureFor(choice, width, height), 0, 0);
    }
    const person = this.personContext;
    person.globalCompositeOperation = 'copy';
    person.drawImage(mask, 0, 0, width, height);
    person.globalCompositeOperation = 'source-in';
    person.drawImage(frame, 0, 0, width, height);
    person.globalCompositeOperation = 'source-over';
    out.drawImage(this.person, 0, 0);
    return this.output;
  }

  // Painted once per choice and size, not per frame.
  private pictureFor(choice: Exclude<BackgroundChoice, 'none' | 'blur'>, width: number, height: number) {
    const cached = this.picture;
    if (cached && cached.choice === choice && cached.width === width && cached.height === height) return cached.canvas;
    const canvas = new OffscreenCanvas(width, height);
    paintBackground(context2d(canvas), choice, width, height);
    this.picture = { choice, width, height, canvas };
    return canvas;
  }
}

function resize(canvas: OffscreenCanvas, width: number, height: number): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this worker');
  return context;
}
