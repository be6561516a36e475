import type { RecurrenceRule } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { seriesSummary } from './series-summary';

const rule = (changes: Partial<RecurrenceRule>): RecurrenceRule => ({
  frequency: 'weekly',
  interval: 1,
  byWeekday: ['MO'],
  byMonthDay: null,
  count: 10,
  until: null,
  timeZone: 'Europe/Istanbul',
  ...changes,
});
const en = (value: RecurrenceRule) => seriesSummary(value, i18n.getFixedT('en', 'invitations'), 'en');
const tr = (value: RecurrenceRule) => seriesSummary(value, i18n.getFixedT('tr', 'invitations'), 'tr');

describe('seriesSummary', () => {
  it('reads a series’ rule for the invitee, in English', () => {
    expect(en(rule({ byWeekday: ['WE', 'MO'] }))).toBe('Weekly on Monday and Wednesday, 10 times');
    expect(en(rule({ byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'], interval: 2 }))).toBe(
      'Every 2 weeks on weekdays, 10 times',
    );
    expect(en(rule({ frequency: 'daily', byWeekday: [], count: 1 }))).toBe('Daily, once');
    // The last moment of 30 June in Los Angeles is already 1 July in UTC.
    expect(
      en(
        rule({
          frequency: 'monthly',
          byWeekday: [],
          byMonthDay: 30,
          count: null,
          until: '2027-07-01T06:59:59Z',
          timeZone: 'America/Los_Angeles',
        }),
      ),
    ).toBe('Monthly on day 30, until Jun 30, 2027');
  });

  it('and in Turkish', () => {
    expect(tr(rule({ byWeekday: ['MO', 'WE'] }))).toBe('Her hafta Pazartesi ve Çarşamba, 10 kez');
    expect(tr(rule({ frequency: 'daily', byWeekday: [], interval: 3, count: 5 }))).toBe('3 günde bir, 5 kez');
  });
});
