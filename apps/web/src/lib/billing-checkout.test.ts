import { describe, expect, it } from 'vitest';
import { afterSignInHref, upgradeIntervalFrom } from './billing-checkout';

describe('the upgrade a visitor carries through registration and sign-in', () => {
  it('is read from ?upgrade= as month or year only', () => {
    expect(upgradeIntervalFrom('?upgrade=month')).toBe('month');
    expect(upgradeIntervalFrom('?registered=true&upgrade=year')).toBe('year');
    expect(upgradeIntervalFrom('?upgrade=weekly')).toBeNull();
    expect(upgradeIntervalFrom('')).toBeNull();
  });

  it('leads to the account page, which opens the checkout; without it, to where sign-in goes anyway', () => {
    expect(afterSignInHref('?upgrade=year', '/dashboard')).toBe('/account?upgrade=year#billing');
    expect(afterSignInHref('?registered=true', '/dashboard')).toBe('/dashboard');
  });
});
