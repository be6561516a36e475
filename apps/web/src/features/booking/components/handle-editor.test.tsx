import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { HandleEditor } from './handle-editor';

// docs/product.md, 'Booking pages': the host sees their pages' address, a new handle is checked as it
// is typed (its form here, whether it is free on the server) and saved (decision record 070).
function stubHandles() {
  return stubApi({
    'GET /booking-handle': { status: 200, body: okEnvelope({ handle: 'hana-host' }) },
    'GET /booking-handle/check': (_init, url) => ({
      status: 200,
      body: okEnvelope({ available: url.searchParams.get('handle') !== 'taken-one' }),
    }),
    'PUT /booking-handle': (init) => ({ status: 200, body: okEnvelope(sentBody(init)) }),
  });
}

const checked = (fetchMock: ReturnType<typeof stubHandles>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/booking-handle/check'));

describe('the booking handle editor', pageTest, () => {
  it('shows the address, checks a new handle as typed and saves it', async () => {
    const fetchMock = stubHandles();
    const user = setupUser();
    renderWithProviders(<HandleEditor />);
    expect(await screen.findByText('/book/hana-host/')).toBeDefined();
    const field = screen.getByLabelText('Handle');
    const save = screen.getByRole('button', { name: 'Save handle' });
    expect(save).toHaveProperty('disabled', true);

    await user.clear(field);
    await user.type(field, 'taken-one');
    expect(await screen.findByText('This handle is taken. Please choose another one.')).toBeDefined();
    expect(save).toHaveProperty('disabled', true);

    await user.clear(field);
    await user.type(field, 'ab');
    expect(await screen.findByText(/Use 3 to 30 lowercase letters/)).toBeDefined();
    await user.clear(field);
    await user.type(field, 'admin');
    expect(await screen.findByText('This handle is reserved. Please choose another one.')).toBeDefined();
    // Neither a malformed nor a reserved handle is asked about.
    expect(checked(fetchMock).some((url) => /handle=(ab|admin)\b/.test(url))).toBe(false);

    await user.clear(field);
    await user.type(field, 'Hana-Travel');
    expect(await screen.findByText('Available')).toBeDefined();
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    expect(await screen.findByText('/book/hana-travel/')).toBeDefined();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ handle: 'hana-travel' });
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubHandles();
    renderWithProviders(<HandleEditor />);
    expect(await screen.findByText('Randevu sayfası adresi')).toBeDefined();
    expect(await screen.findByText(/90 gün boyunca/)).toBeDefined();
    expect(screen.getByText('/book/hana-host/')).toBeDefined();
  });
});
