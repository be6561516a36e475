import { expect } from 'vitest';
import type { RoomPage, SelectedPair } from './room-page';

/** Waits until ICE has selected a pair for the connection (a generous deadline), and returns it. */
export async function waitForSelectedPair(
  page: RoomPage,
  connection: 'publisher' | 'subscriber',
  timeoutMs = 60_000,
): Promise<SelectedPair> {
  let pair: SelectedPair | null = null;
  await expect
    .poll(async () => (pair = await page.selectedPair(connection)), { timeout: timeoutMs, interval: 250 })
    .toMatchObject({ state: 'succeeded' });
  return pair!;
}
