import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { findBoard, section, stubDashboard, titlesIn, live } from '#web/testing/dashboard-test-data.ts';
import { TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

// The side cards' chunk (decision record 046) failing as it renders, as a chunk that cannot be
// downloaded does: the dashboard keeps its groups instead of giving way to the route's error screen.
vi.mock('./dashboard-side', () => ({
  default: () => {
    throw new Error('Failed to fetch dynamically imported module: dashboard-side.js');
  },
}));

describe('dashboard without its side cards', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    storeSession();
    localStorage.setItem('dashboard_first_visit', 'visited');
    // The error boundary reports what it caught: expected here, checked and cleared at the end.
    vi.mocked(console.error).mockImplementation(() => undefined);
  });

  it('still shows the groups when the side cards cannot load', async () => {
    stubDashboard();
    renderApp('/dashboard');
    expect(await findBoard()).toBeDefined();
    expect(titlesIn(section('Active'))).toEqual([live.title]);
    // Let the deferred render (where the side cards would appear) happen, then look again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Recent Activity' })).toBeNull();
    expect(titlesIn(section('Active'))).toEqual([live.title]);
    expect(vi.mocked(console.error)).toHaveBeenCalledWith(
      'Unhandled error while rendering',
      expect.any(Error),
      expect.anything(),
    );
    vi.mocked(console.error).mockClear();
  });
});
