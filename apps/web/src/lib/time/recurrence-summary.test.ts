import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { recurrenceSummary, type SummaryRule } from './recurrence-summary';

const en = () => i18n.getFixedT('en', 'meetings');
const tr = () => i18n.getFixedT('tr', 'meetings');
const rule = (changes: Partial<SummaryRule>): SummaryRule => ({
  frequency: 'weekly',
  interval: 1,
  byWeekday: ['MO'],
  count: 10,
  timeZone: 'Europe/Istanbul',
  ...changes,
});

describe('recurrenceSummary', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says how a series repeats and ends, in English', () => {
    expect(recurrenceSummary(rule({ byWeekday: ['WE', 'MO'] }), en(), 'en')).toBe(
      'Weekly on Monday and Wednesday, 10 times',
    );
    expect(recurrenceSummary(rule({ frequency: 'daily', count: 1 }), en(), 'en')).toBe('Daily, once');
    expect(recurrenceSummary(rule({ frequency: 'daily', interval: 3 }), en(), 'en')).toBe('Every 3 days, 10 times');
    expect(recurrenceSummary(rule({ byWeekday: ['FR', 'TH', 'WE', 'TU', 'MO'] }), en(), 'en')).toBe(
      'Every weekday, 10 times',
    );
    expect(
      recurrenceSummary(
        rule({ interval: 2, byWeekday: ['TU'], count: null, until: '2027-06-30T20:59:59Z' }),
        en(),
        'en',
      ),
    ).toBe('Every 2 weeks on Tuesday, until Jun 30, 2027');
    expect(recurrenceSummary(rule({ frequency: 'monthly', byWeekday: [], byMonthDay: 31 }), en(), 'en')).toBe(
      'Monthly on day 31, 10 times',
    );
  });

  it('reads the end date in the rule’s zone, where the organizer chose it', () => {
    // The last moment of 30 June in Los Angeles is already 1 July in UTC (and for most readers).
    const losAngeles = rule({ count: null, until: '2027-07-01T06:59:59Z', timeZone: 'America/Los_Angeles' });
    expect(recurrenceSummary(losAngeles, en(), 'en')).toBe('Weekly on Monday, until Jun 30, 2027');
  });

  it('says it in Turkish', () => {
    expect(recurrenceSummary(rule({ byWeekday: ['MO', 'WE'] }), tr(), 'tr')).toBe(
      'Her hafta Pazartesi ve Çarşamba, 10 kez',
    );
    expect(recurrenceSummary(rule({ frequency: 'monthly', interval: 2, byMonthDay: 15, count: 6 }), tr(), 'tr')).toBe(
      '2 ayda bir, ayın 15. günü, 6 kez',
    );
  });

  it('leaves out the end while the form has none yet', () => {
    expect(recurrenceSummary(rule({ frequency: 'daily', count: null }), en(), 'en')).toBe('Daily');
  });
});
