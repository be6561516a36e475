import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';

// The texts the pure helpers' results are rendered with, in both languages.
describe('time and badge texts', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('read Xh Ym, Nm ago and PAST in English', () => {
    expect(i18n.t('meetings:time.duration.hoursMinutes', { hours: 1, minutes: 30 })).toBe('1h 30m');
    expect(i18n.t('meetings:time.duration.minutes', { minutes: 45 })).toBe('45m');
    expect(i18n.t('meetings:time.remaining.days', { days: 3 })).toBe('3d');
    expect(i18n.t('meetings:time.ago.minutesAgo', { count: 5 })).toBe('5m ago');
    expect(i18n.t('meetings:badges.past')).toBe('PAST');
  });

  it('read them in Turkish, with the Turkish past label GEÇMİŞ', async () => {
    await i18n.changeLanguage('tr');
    expect(i18n.t('meetings:time.duration.hoursMinutes', { hours: 1, minutes: 30 })).toBe('1 sa 30 dk');
    expect(i18n.t('meetings:time.remaining.startingNow')).toBe('Şimdi başlıyor');
    expect(i18n.t('meetings:time.ago.justNow')).toBe('Az önce');
    expect(i18n.t('meetings:badges.past')).toBe('GEÇMİŞ');
  });
});
