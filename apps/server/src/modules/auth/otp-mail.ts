import type { Locale } from '@vm/contracts';
import type { OutgoingMail } from '../mail/mail-types';
import { translator, type MessageKey } from '#server/locales/translate.ts';
import { renderMail } from '../mail/mail-layout';
import type { CodePurpose } from './otp-purposes';

/** The line above the code says what typing it will do. */
const intros = {
  register: 'otp.introRegister',
  login: 'otp.introLogin',
  'email-change': 'otp.introEmailChange',
  'delete-account': 'otp.introDeleteAccount',
} as const satisfies Record<CodePurpose, MessageKey>;

export function codeMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  minutes: number,
  locale: Locale,
): OutgoingMail {
  const t = translator(locale);
  return renderMail(to, t('otp.subject', { code }), locale, [
    { kind: 'heading', text: t('otp.heading') },
    { kind: 'paragraph', text: t(intros[purpose]) },
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
