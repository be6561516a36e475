import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';
import { statsFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { InvitationStatsCard } from './invitation-stats-card';

async function showStats(counts: Parameters<typeof statsFixture>[0]) {
  storeSession();
  stubApi({ 'GET /invitations/meeting/m_1/stats': { status: 200, body: okEnvelope(statsFixture(counts)) } });
  renderWithProviders(<InvitationStatsCard meetingId="m_1" />);
  const card = await screen.findByRole('region', { name: 'Invitation Statistics' });
  await within(card).findByRole('list', { name: 'Invitation counts' });
  return card;
}

const tile = (card: HTMLElement, label: string) =>
  within(card)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label))?.textContent;

const insightLines = (card: HTMLElement) =>
  within(within(card).getByRole('region', { name: 'Quick Insights' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Invitation Statistics', pageTest, () => {
  it('with nothing sent shows zeros, a 0% bar without ticks, and says nothing about answers', async () => {
    const card = await showStats({});
    expect(tile(card, 'Total Invitations')).toBe('Total Invitations0All time');
    expect(tile(card, 'Pending')).toBe('Pending0Awaiting response');
    expect(tile(card, 'Accepted')).toBe('Accepted0Confirmed attendance');
    expect(tile(card, 'Declined')).toBe('Declined0Not attending');
    const meter = within(card).getByRole('meter', { name: 'Participation rate' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    expect(within(card).queryByText('50%')).toBeNull();
    expect(insightLines(card)).toEqual(['No confirmed attendees yet']);
  });

  it('with answers shows the counts, the rounded rate with 0/50/100% ticks and the insights', async () => {
    const card = await showStats({ accepted: 1, pending: 1, declined: 1 });
    expect(tile(card, 'Total Invitations')).toBe('Total Invitations3All time');
    expect(tile(card, 'Accepted')).toBe('Accepted1Confirmed attendance');
    expect(within(card).getByRole('meter', { name: 'Participation rate' }).getAttribute('aria-valuetext')).toBe('33%');
    for (const tick of ['0%', '50%', '100%']) expect(within(card).getByText(tick)).toBeDefined();
    expect(insightLines(card)).toEqual([
      '1 person confirmed attendance',
      '1 invitation pending response',
      '1 person declined',
    ]);
  });

  it('praises a participation rate of 80% or more', async () => {
    const card = await showStats({ accepted: 4, declined: 1 });
    expect(within(card).getByRole('meter', { name: 'Participation rate' }).getAttribute('aria-valuenow')).toBe('80');
    expect(insightLines(card)).toEqual([
      '4 people confirmed attendance',
      'All invitations responded to',
      '1 person declined',
      'Excellent participation rate!',
    ]);
  });

  it('counts cancelled invitations apart: shown, but not in the rate', async () => {
    const card = await showStats({ accepted: 1, cancelled: 1 });
    expect(tile(card, 'Total Invitations')).toBe('Total Invitations2All time');
    expect(within(card).getByRole('meter', { name: 'Participation rate' }).getAttribute('aria-valuenow')).toBe('100');
    expect(insightLines(card)).toEqual([
      '1 person confirmed attendance',
      'All invitations responded to',
      '1 invitation cancelled (not in the rate)',
      'Excellent participation rate!',
    ]);
  });

  it('after every invitation was cancelled says nothing about answers and shows no rate', async () => {
    const card = await showStats({ cancelled: 2 });
    expect(within(card).getByRole('meter', { name: 'Participation rate' }).getAttribute('aria-valuenow')).toBe('0');
    expect(within(card).queryByText('50%')).toBeNull();
    expect(insightLines(card)).toEqual(['No confirmed attendees yet', '2 invitations cancelled (not in the rate)']);
  });
});
