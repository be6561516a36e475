import { fireEvent, screen } from '@testing-library/react';
import type { CalendarFeed, CalendarFeedInput } from '@vm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { stubApi } from '#web/testing/fetch-stub.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { CalendarFeedsSection } from './calendar-feeds-section';

// docs/product.md, 'Booking pages': the host's external calendars, shown masked with their last read
// and error; `{ id }` keeps a feed without its secret address, `{ url }` adds one (decision record 069).
const feeds: CalendarFeed[] = [
  { id: 'f1', maskedUrl: 'https://calendar.google.com/…', lastReadAt: '2027-03-01T09:30:00.000Z', lastError: null },
  { id: 'f2', maskedUrl: 'https://outlook.office365.com/…', lastReadAt: null, lastError: 'FEED_TIMEOUT' },
];

describe('the calendar feeds section', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists each feed masked with its last read or error, removes one and adds an address, keeping the others by id', async () => {
    stubApi({});
    const onChange = vi.fn<(next: CalendarFeedInput[]) => void>();
    renderWithProviders(<CalendarFeedsSection feeds={feeds} onChange={onChange} />);
    expect(await screen.findByText('https://calendar.google.com/…')).toBeDefined();
    expect(screen.getByText(/^Last read /)).toBeDefined();
    expect(screen.getByText('Not read yet')).toBeDefined();
    expect(screen.getByText('The calendar did not answer in time. We will try again.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the calendar https://outlook.office365.com/…' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'f1' }]);

    const address = screen.getByLabelText('Calendar address');
    fireEvent.change(address, { target: { value: 'ftp://example.com/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(screen.getByRole('alert').textContent).toContain('https://');
    expect(onChange).toHaveBeenCalledTimes(1);

    const secret = 'https://calendar.google.com/calendar/ical/hana%40example.com/private-abc123/basic.ics';
    fireEvent.change(address, { target: { value: secret } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'f1' }, { id: 'f2' }, { url: secret }]);
  });

  it('says it in Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubApi({});
    renderWithProviders(<CalendarFeedsSection feeds={[]} onChange={() => undefined} />);
    expect(await screen.findByText('Henüz takvim eklenmedi.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Takvim ekle' })).toBeDefined();
  });
});
