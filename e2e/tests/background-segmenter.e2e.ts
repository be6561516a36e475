import { describe, expect, test } from 'vitest';
import { builtBackgroundWorker, prepareWorkerPage, runBackgroundWorker } from '../support/background-worker';
import { openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { FIGURE } from '../support/drawn-person';

const width = 640;
const height = 360;

/** Mean absolute difference of the RGB channels of two frames over the pixels `inside` picks. */
function meanDifference(a: number[], b: number[], inside: (x: number, y: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      if (!inside(x, y)) continue;
      const i = (y * width + x) * 4;
      sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
      count += 3;
    }
  }
  return sum / count;
}

// Well inside the figure: the middle of the face and the chest (the edges are the model's to soften).
const { head } = FIGURE;
const onPerson = (x: number, y: number) =>
  ((x - head.x) / (head.rx * 0.6)) ** 2 + ((y - head.y) / (head.ry * 0.6)) ** 2 <= 1 ||
  (Math.abs(x - head.x) < 90 && y > FIGURE.torsoTop + 40);
// Well away from it: the room at both sides.
const onRoom = (x: number) => x < 90 || x > 570;

// MediaPipe's selfie segmentation in the built app's background worker (decision record
// 041), served by the real server under its content security policy: a drawn person in front of a
// room keeps their pixels, and the room behind them is replaced by one of our pictures.
describe('background segmentation', () => {
  const product = withProduct();
  const browser = withBrowser();

  test('the mask separates the person from the background', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/');
    await prepareWorkerPage(page);
    const result = await page.evaluate(runBackgroundWorker, {
      workerUrl: builtBackgroundWorker(),
      choice: 'dusk',
      width,
      height,
      frames: 2,
    });
    const person = meanDifference(result.input, result.output, onPerson);
    const room = meanDifference(result.input, result.output, onRoom);
    // The person comes through nearly unchanged; the room becomes the dusk picture.
    expect(person).toBeLessThan(20);
    expect(room).toBeGreaterThan(50);
  });
});
