import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { renderApp } from '#web/testing/render-app.tsx';

// The public booking page (docs/product.md, 'Booking pages'): the host's hours are in Istanbul, the
// visitor picks New York; days and times follow the visitor's zone, the form checks the host's
// questions, SLOT_TAKEN sends the visitor back to fresh slots, and the confirmation links to move or cancel.

const type = {
  handle: 'hana-host',
  slug: 'consult',
  title: 'Consultation',
  description: 'We talk it through',
  durationMinutes: 30,
  url: '/book/hana-host/consult',
  host: { name: 'Hana Host', initials: 'HH' },
  timeZone: 'Europe/Istanbul',
  questions: [{ id: 'plan', label: 'Which plan?', kind: 'choice', options: ['Basic', 'Premium'], required: true }],
  formToken: 'form-token-of-the-first-read',
};
// 09:00 and 09:30 in Istanbul on 10 March 2027: 01:00 and 01:30 in New York.
const slots = [
  { start: '2027-03-10T06:00:00.000Z', end: '2027-03-10T06:30:00.000Z' },
  { start: '2027-03-10T06:30:00.000Z', end: '2027-03-10T07:00:00.000Z' },
];
const created = {
  title: 'Consultation',
  start: slots[1]!.start,
  end: slots[1]!.end,
  status: 'confirmed',
  durationMinutes: 30,
  bookerName: 'Bea Booker',
  timeZone: 'America/New_York',
  hostName: 'Hana Host',
  handle: 'hana-host',
  slug: 'consult',
  cancelledAt: null,
  token: 'tok123',
};

describe('the public booking page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-02T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('books a slot in the visitor zone, checks the questions and recovers from SLOT_TAKEN', async () => {
    const user = userEvent.setup();
    let slotCalls = 0;
    let taken = false;
    const bodies: unknown[] = [];
    stubApi({
      'GET /book/hana-host/consult': { status: 200, body: okEnvelope(type) },
      'GET /book/hana-host/consult/slots': () => {
        slotCalls += 1;
        // After SLOT_TAKEN the first time is gone.
        const free = taken ? slots.slice(1) : slots;
        return { status: 200, body: okEnvelope({ timeZone: 'Europe/Istanbul', slots: free }) };
      },
      'POST /book/hana-host/consult/bookings': (init) => {
        bodies.push(sentBody(init));
        if (bodies.length === 1) {
          taken = true;
          return {
            status: 409,
            body: {
              success: false,
              message: 'This time is no longer free.',
              code: 'SLOT_TAKEN',
              data: null,
              errors: [{ field: 'start', message: 'No longer free', code: 'SLOT_TAKEN' }],
            },
          };
        }
        return { status: 201, body: okEnvelope(created) };
      },
    });
    renderApp('/book/hana-host/consult');
    expect(await screen.findByRole('heading', { name: 'Consultation' })).toBeDefined();
    expect(screen.getByText('HH')).toBeDefined();
    expect(screen.getByText('30 minutes')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'America/New_York' } });
    await user.click(await screen.findByRole('button', { name: 'Wednesday, March 10, 2027' }));
    await user.click(await screen.findByRole('button', { name: '01:00 AM' }));
    expect(screen.getByTestId('chosen-slot').textContent).toContain('01:00 AM (America/New_York)');

    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Please enter your name')).toBeDefined();
    expect(screen.getByText('Please answer this question')).toBeDefined();
    expect(bodies).toHaveLength(0);

    const website = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(website.tabIndex).toBe(-1);
    expect(website.autocomplete).toBe('off');
    expect(website.closest('[aria-hidden="true"]')).not.toBeNull();

    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Bea Booker' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'bea@example.test' } });
    await user.selectOptions(screen.getByLabelText(/Which plan\?/), 'Premium');
    const callsBefore = slotCalls;
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText(/Someone just booked that time/)).toBeDefined();
    expect(bodies[0]).toEqual({
      start: slots[0]!.start,
      name: 'Bea Booker',
      email: 'bea@example.test',
      answers: { plan: 'Premium' },
      website: '',
      timeZone: 'America/New_York',
      locale: 'en',
      // Sent back for the server's time check (decision record 069).
      formToken: 'form-token-of-the-first-read',
    });
    // Fresh slots: the taken time is gone, the other is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: '01:00 AM' })).toBeNull());
    expect(slotCalls).toBeGreaterThan(callsBefore);
    await user.click(await screen.findByRole('button', { name: '01:30 AM' }));
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Bea Booker' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'bea@example.test' } });
    await user.selectOptions(screen.getByLabelText(/Which plan\?/), 'Basic');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByText('You are booked')).toBeDefined();
    expect(screen.getByTestId('booking-when').textContent).toBe(
      'Wednesday, March 10, 2027, 01:30 AM - 02:00 AM (America/New_York)',
    );
    expect(screen.getByRole('link', { name: 'Move to another time' }).getAttribute('href')).toBe(
      '/bookings/tok123/reschedule',
    );
    expect(screen.getByRole('link', { name: 'Cancel the booking' }).getAttribute('href')).toBe(
      '/bookings/tok123/cancel',
    );
  });
});
