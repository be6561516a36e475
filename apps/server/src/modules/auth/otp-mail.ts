import type { Locale, OtpPurpose } from '@vm/contracts';
import type { OutgoingMail } from '../mail/mail-types';
import { translator } from '../../locales/translate';
import { renderMail } from '../mail/mail-layout';

export function codeMail(to: string, code: string, purpose: OtpPurpose, minutes: number, locale: Locale): OutgoingMail {
  const t = translator(locale);
  return renderMail(to, t('otp.subject', { code }), locale, [
    { kind: 'heading', text: t('otp.heading') },
    { kind: 'paragraph', text: t(purpose === 'register' ? 'otp.introRegister' : 'otp.introLogin') },
    { kind: 'code', text: code },
    { kind: 'paragraph', text: t('otp.validity', { minutes }) },
    { kind: 'note', text: t('otp.warning') },
  ]);
}

export function noAccountMail(to: string, registerUrl: string, locale: Locale): OutgoingMail {
  const t = translator(locale);
  return renderMail(to, t('otp.noAccountSubject'), locale, [
    { kind: 'heading', text: t('otp.noAccountHeading') },
    { kind: 'paragraph', text: t('otp.noAccountBody') },
    { kind: 'button', text: t('otp.noAccountButton'), href: registerUrl },
    { kind: 'note', text: t('otp.noAccountIgnore') },
  ]);
}
