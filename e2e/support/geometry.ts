import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/** Where an element is on screen (getBoundingClientRect) and how big the window is. */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
  windowWidth: number;
  windowHeight: number;
}

export function screenBox(locator: Locator): Promise<ScreenBox> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
    };
  });
}

/** Fails unless the whole element lies inside the window (0..innerHeight, 0..innerWidth). */
export async function expectInsideWindow(locator: Locator, what: string): Promise<void> {
  const box = await screenBox(locator);
  const inside =
    box.top >= 0 && box.left >= 0 && box.bottom <= box.windowHeight + 0.5 && box.right <= box.windowWidth + 0.5;
  expect(inside, `${what} is outside the ${box.windowWidth}x${box.windowHeight} window: ${JSON.stringify(box)}`).toBe(
    true,
  );
}

/** True when the two boxes share any area. */
export function overlap(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Scrolls the element into view the way the browser does for a keyboard user (its scrolling
 * ancestors only, so inside a dialog that is the dialog's own scroll area), then fails unless it is
 * inside the window and a tap on its middle lands on it rather than on something drawn over it.
 */
export async function expectReachableByScrolling(locator: Locator, what: string): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  await expectInsideWindow(locator, what);
  const hit = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
  expect(hit, `${what} is covered by another element`).toBe(true);
}
