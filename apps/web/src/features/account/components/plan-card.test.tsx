import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { stubApi } from '#web/testing/fetch-stub.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { PlanCard } from './plan-card';

// docs/product.md, 'Plans': Pro's length limit of 1440 minutes is written as 24 hours, in both languages;
// Free's 40 minutes stay minutes.
describe('the account page’s plan card', () => {
  it('writes the plans’ meeting length in hours when it is whole hours', async () => {
    stubApi({});
    const { unmount } = renderWithProviders(<PlanCard plan="pro" storage={null} />);
    expect(await screen.findByText('Meetings up to 24 hours')).toBeDefined();
    expect(screen.queryByText(/1440|1,440/)).toBeNull();
    unmount();

    renderWithProviders(<PlanCard plan="free" storage={null} />);
    expect(await screen.findByText('Meetings up to 40 minutes')).toBeDefined();
  });

  it('says it in Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubApi({});
    renderWithProviders(<PlanCard plan="pro" storage={null} />);
    expect(await screen.findByText('En fazla 24 saat süren toplantılar')).toBeDefined();
  });
});
