import { describe, expect, it } from 'vitest';
import { dateLanguage, formatDateTime, formatLongDate, formatMonthYear, formatTime, weekStartsOn } from './format';

const instant = '2026-03-10T11:05:00.000Z';

describe('date formats follow the language and the zone', () => {
  it('uses US English long dates and hh:mm AM/PM for English', () => {
    expect(formatLongDate(instant, 'en', 'UTC')).toBe('Tuesday, March 10, 2026');
    expect(formatTime(instant, 'en', 'UTC')).toBe('11:05 AM');
    expect(formatTime(instant, 'en', 'Europe/Istanbul')).toBe('02:05 PM');
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('Mar 10, 2026, 11:05 AM');
    expect(formatMonthYear(instant, 'en', 'UTC')).toBe('March 2026');
  });

  it('uses Turkish dates and a 24-hour clock for Turkish', () => {
    expect(formatLongDate(instant, 'tr', 'Europe/Istanbul')).toBe('10 Mart 2026 Salı');
    expect(formatTime(instant, 'tr', 'Europe/Istanbul')).toBe('14:05');
    expect(formatTime(instant, 'tr', 'UTC')).toBe('11:05');
    expect(formatMonthYear(instant, 'tr', 'UTC')).toBe('Mart 2026');
  });

  it('shows the day the instant falls on in the zone', () => {
    const lateEvening = '2026-03-10T22:30:00.000Z';
    expect(formatLongDate(lateEvening, 'en', 'UTC')).toBe('Tuesday, March 10, 2026');
    expect(formatLongDate(lateEvening, 'en', 'Europe/Istanbul')).toBe('Wednesday, March 11, 2026');
  });

  it('maps i18next languages and week starts', () => {
    expect(dateLanguage('tr-TR')).toBe('tr');
    expect(dateLanguage('en')).toBe('en');
    expect(dateLanguage(undefined)).toBe('en');
    expect(weekStartsOn('en')).toBe(0);
    expect(weekStartsOn('tr')).toBe(1);
  });
});
