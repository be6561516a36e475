import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { PlanNote } from './plan-note';

const times = { startTime: '2030-01-01T10:00', endTime: '2030-01-01T10:30', timeZone: 'UTC' };

describe('the meeting form’s plan note', () => {
  beforeEach(() => storeSession());

  it('offers Pro to a Free organizer scheduling more people than Free lets in', async () => {
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(guestUser) } });
    renderWithProviders(<PlanNote plan="free" maxParticipants="5" {...times} />);
    expect(await screen.findByText('Your Free plan lets 2 people into a meeting.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeDefined();
    expect(
      screen.getByText('Pro lets up to 50 people into a meeting, for up to 24 hours, and records it.'),
    ).toBeDefined();
  });

  it('offers Pro to a Free organizer scheduling longer than Free lasts', async () => {
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(guestUser) } });
    renderWithProviders(<PlanNote plan="free" maxParticipants="2" {...times} endTime="2030-01-01T11:30" />);
    expect(await screen.findByText(/ends meetings after 40 minutes/)).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeDefined();
  });

  // docs/product.md, 'Plans': Pro's 1440 minutes read as 24 hours, in both languages.
  it('says Pro ends meetings after 24 hours, not 1440 minutes', async () => {
    const pro = { ...guestUser, plan: 'pro' as const };
    localStorage.setItem('guest_user', JSON.stringify(pro));
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(pro) } });
    const twoDays = { ...times, endTime: '2030-01-03T10:00' };
    const { unmount } = renderWithProviders(<PlanNote plan="pro" maxParticipants="2" {...twoDays} />);
    expect(
      await screen.findByText('Your Pro plan ends meetings after 24 hours, so this meeting will be cut short.'),
    ).toBeDefined();
    unmount();
    await i18n.changeLanguage('tr');
    renderWithProviders(<PlanNote plan="pro" maxParticipants="2" {...twoDays} />);
    expect(await screen.findByText(/toplantıları 24 saat sonra bitirir/)).toBeDefined();
  });

  it('offers nothing on Pro, even past Pro’s own limits', async () => {
    const pro = { ...guestUser, plan: 'pro' as const };
    localStorage.setItem('guest_user', JSON.stringify(pro));
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(pro) } });
    renderWithProviders(<PlanNote plan="pro" maxParticipants="60" {...times} />);
    expect(await screen.findByText('Your Pro plan lets 50 people into a meeting.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });
});
