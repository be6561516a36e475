import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { otpSent, tooSoon, wrongCode } from '#web/testing/auth-replies.ts';
import { sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

describe('registration in Turkish', pageTest, () => {
  it('shows Turkish labels, rules and server messages, and asks for Turkish e-mails', async () => {
    const fetchMock = stubApi({ 'POST /guest/send-otp': otpSent(), 'POST /guest/register-with-otp': wrongCode() });
    const user = setupUser();
    renderApp('/auth/guest/register');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'tr');

    await user.type(await screen.findByLabelText(/Ad Soyad/), 'A');
    await user.click(screen.getByRole('button', { name: 'Hesap Oluştur' }));
    expect(await screen.findByText('Ad en az 2 karakter olmalıdır')).toBeDefined();
    expect(screen.getByText('Kullanım koşullarını kabul etmelisiniz')).toBeDefined();

    await user.type(screen.getByLabelText(/Ad Soyad/), 'yşe Yılmaz');
    await user.type(screen.getByLabelText(/E-posta adresi/), guestUser.email);
    await user.type(screen.getByLabelText(/Telefon numarası/), '+90 555 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /Kullanım Koşulları/ }));
    await user.click(screen.getByRole('button', { name: 'Hesap Oluştur' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-postanızı Doğrulayın' });
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: guestUser.email, locale: 'tr' });
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Geçersiz kod. Lütfen tekrar deneyin.')).toBeDefined();
    expect(sentBody(fetchMock.mock.calls[1]?.[1])).toMatchObject({ locale: 'tr', name: 'Ayşe Yılmaz' });
  });

  it('asks to wait in Turkish, with the seconds the server sent beside its code', async () => {
    await i18n.changeLanguage('tr');
    stubApi({ 'POST /guest/send-otp': tooSoon(42) });
    const user = setupUser();
    renderApp('/auth/guest/register');
    await user.type(await screen.findByLabelText(/Ad Soyad/), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText(/E-posta adresi/), guestUser.email);
    await user.type(screen.getByLabelText(/Telefon numarası/), '+90 555 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /Kullanım Koşulları/ }));
    await user.click(screen.getByRole('button', { name: 'Hesap Oluştur' }));

    expect(await screen.findByText('Yeni bir kod istemeden önce lütfen 42 saniye bekleyin.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
