import { describe, expect, it } from 'vitest';
import { recordingReadyMail, spokenDuration } from '#server/modules/recordings/jobs/recording-ready-mail.ts';

// docs/product.md, 'Recordings': the organizer hears that a recording is ready, in their own language.
describe('the "recording ready" e-mail', () => {
  const input = {
    to: 'rhea@example.test',
    meetingTitle: 'Bütçe & planlama',
    startedAt: '2026-11-24T09:05:30.000Z',
    durationSeconds: 3725,
    meetingPageUrl: 'https://meet.example.test/meetings/abc',
  };

  it('names the meeting, the start in UTC, the length and links to the meeting page', () => {
    const mail = recordingReadyMail({ ...input, locale: 'en' });
    expect(mail.subject).toBe('Your recording of "Bütçe & planlama" is ready');
    expect(mail.text).toContain('The recording of "Bütçe & planlama" that started on 2026-11-24 09:05 UTC is ready');
    expect(mail.text).toContain('Length: 1 h 02 min');
    expect(mail.text).toContain('Open the meeting: https://meet.example.test/meetings/abc');
    expect(mail.html).toContain('href="https://meet.example.test/meetings/abc"');
    expect(mail.html).toContain('Bütçe &amp; planlama');
  });

  it('speaks Turkish to a Turkish organizer', () => {
    const mail = recordingReadyMail({ ...input, locale: 'tr' });
    expect(mail.subject).toBe('"Bütçe & planlama" kaydınız hazır');
    expect(mail.text).toContain('2026-11-24 09:05 UTC tarihinde başlayan kaydı izlemeye ve indirmeye hazır');
    expect(mail.text).toContain('Süre: 1 sa 02 dk');
    expect(mail.text).toContain('Toplantıyı aç: https://meet.example.test/meetings/abc');
  });

  it('gives lengths in hours, minutes or seconds', () => {
    expect(spokenDuration('en', 45.4)).toBe('45 s');
    expect(spokenDuration('en', 754)).toBe('12 min 34 s');
    expect(spokenDuration('tr', 754)).toBe('12 dk 34 sn');
    expect(spokenDuration('en', 7200)).toBe('2 h 00 min');
  });
});
