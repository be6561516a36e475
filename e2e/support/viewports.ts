import type { Browser, Page } from 'playwright-core';
import { openPage, type OpenPageOptions } from './browser';

/** A window size a person used, and whether it is a touch screen without a mouse or keyboard. */
export interface Viewport {
  name: string;
  width: number;
  height: number;
  touch: boolean;
}

// The two windows of the first walk-through as a new user: a laptop and a phone.
export const desktop: Viewport = { name: 'desktop 1366x800', width: 1366, height: 800, touch: false };
export const phone: Viewport = { name: 'phone 390x844', width: 390, height: 844, touch: true };
export const viewports = [desktop, phone];

/**
 * openPage (a fresh context that fails the test on errors) sized to `viewport`. A touch viewport
 * also switches on Chromium's touch emulation, which makes `(hover: none) and (pointer: coarse)`
 * match as it does on a phone.
 */
export async function openPageAt(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
  options: OpenPageOptions = {},
): Promise<Page> {
  const page = await openPage(browser, baseUrl, options);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  if (viewport.touch) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  }
  return page;
}
