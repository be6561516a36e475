import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicMeeting, RoomLink } from '@vm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { formatDateTime } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { renderApp } from '#web/testing/render-app.tsx';

// /room/{code} with a series code (decision record 057): the page asks which meeting the link opens
// now, and goes on to that meeting's entry, or says when the next one starts, or that the series is over.

const seriesCode = 'SER-2030-123456';
const occurrenceCode = 'OCC-2030-654321';
const start = '2030-05-06T07:30:00.000Z';
const tokenFor = (claims: object) => `${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;

const occurrence: PublicMeeting = {
  id: 'm_occ',
  meetingId: occurrenceCode,
  title: 'Weekly planning',
  description: null,
  startTime: start,
  endTime: '2030-05-06T08:30:00.000Z',
  meetingType: 'video',
  status: 'scheduled',
  maxParticipants: 10,
  organizerName: 'Olga',
  allowScreenSharing: true,
  allowChat: true,
};

function answering(link: RoomLink) {
  const token = tokenFor({ m: 'm_occ', role: 'guest', name: 'Gus', email: 'gus@example.com', lobby: true });
  return stubApi({
    [`GET /meetings/${seriesCode}/room`]: { status: 200, body: okEnvelope(link) },
    [`POST /meetings/${occurrenceCode}/join`]: {
      status: 200,
      body: okEnvelope(`http://localhost/room/${occurrenceCode}#token=${token}`),
    },
  });
}

afterEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('a series link', () => {
  it('goes on to the entry of the occurrence it opens now, and joins that one', async () => {
    const fetch = answering({ state: 'open', seriesCode, meeting: occurrence });
    renderApp(`/room/${seriesCode}`);
    expect(await screen.findByRole('heading', { name: 'Join as a guest' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Gus');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'gus@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeTruthy();
    const asked = fetch.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`,
    );
    expect(asked).toContain(`POST /api/VideoMeeting/meetings/${occurrenceCode}/join`);
    expect(window.sessionStorage.getItem(`vm-room-token:${occurrenceCode}`)).toBeTruthy();
  });

  it('says when the next meeting starts, in the viewer’s zone, before its window opens', async () => {
    answering({ state: 'not-open-yet', seriesCode, meeting: occurrence });
    renderApp(`/room/${seriesCode}`);
    expect(await screen.findByRole('heading', { name: 'Weekly planning' })).toBeTruthy();
    const time = formatDateTime(start, 'en', viewerTimeZone());
    expect(screen.getByText(`The next meeting of this series starts at ${time}.`)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Join as a guest' })).toBeNull();
  });

  it('says it in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    answering({ state: 'not-open-yet', seriesCode, meeting: occurrence });
    renderApp(`/room/${seriesCode}`);
    const time = formatDateTime(start, 'tr', viewerTimeZone());
    expect(await screen.findByText(`Bu serinin bir sonraki toplantısı ${time} tarihinde başlıyor.`)).toBeTruthy();
  });

  it('says the series has ended when none of its meetings is left', async () => {
    answering({ state: 'over', seriesCode, title: 'Weekly planning' });
    renderApp(`/room/${seriesCode}`);
    expect(await screen.findByRole('heading', { name: 'Weekly planning' })).toBeTruthy();
    expect(screen.getByText('This recurring meeting has ended: none of its meetings is left.')).toBeTruthy();
  });
});
