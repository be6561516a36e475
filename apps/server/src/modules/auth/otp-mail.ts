import type { Locale, OtpPurpose } from '@vm/contracts';
import type { OutgoingMail } from '../mail/mail-types';
import { renderMail } from '../mail/mail-layout';

const texts = {
  en: {
    subject: (code: string) => `${code} is your Video Meeting code`,
    heading: 'Your verification code',
    intro: { register: 'Use this code to finish creating your account:', login: 'Use this code to sign in:' },
    validity: (minutes: number) => `The code is valid for ${minutes} minutes and can be used once.`,
    warning:
      'Nobody from Video Meeting will ever ask you for this code. If you did not ask for it, ignore this e-mail.',
    noAccountSubject: 'Sign-in attempt: no account for this address',
    noAccountHeading: 'There is no account for this address yet',
    noAccountBody:
      'Someone asked to sign in to Video Meeting with this e-mail address, but no account uses it. To create one, open the registration page and enter this address; we will send you a code.',
    noAccountButton: 'Create an account',
    noAccountIgnore: 'If it was not you, you can ignore this e-mail.',
  },
  tr: {
    subject: (code: string) => `Video Meeting kodunuz: ${code}`,
    heading: 'Doğrulama kodunuz',
    intro: {
      register: 'Hesabınızı oluşturmayı tamamlamak için bu kodu kullanın:',
      login: 'Giriş yapmak için bu kodu kullanın:',
    },
    validity: (minutes: number) => `Kod ${minutes} dakika geçerlidir ve bir kez kullanılabilir.`,
    warning:
      'Video Meeting çalışanları bu kodu sizden asla istemez. Kodu siz istemediyseniz bu e-postayı dikkate almayın.',
    noAccountSubject: 'Giriş denemesi: bu adrese ait hesap yok',
    noAccountHeading: 'Bu adrese ait bir hesap henüz yok',
    noAccountBody:
      'Birisi bu e-posta adresiyle Video Meeting’e giriş yapmak istedi, ancak bu adresi kullanan bir hesap yok. Hesap oluşturmak için kayıt sayfasını açın ve bu adresi girin; size bir kod göndereceğiz.',
    noAccountButton: 'Hesap oluştur',
    noAccountIgnore: 'Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz.',
  },
} as const;

export function codeMail(to: string, code: string, purpose: OtpPurpose, minutes: number, locale: Locale): OutgoingMail {
  const t = texts[locale];
  return renderMail(to, t.subject(code), locale, [
    { kind: 'heading', text: t.heading },
    { kind: 'paragraph', text: t.intro[purpose] },
    { kind: 'code', text: code },
    { kind: 'paragraph', text: t.validity(minutes) },
    { kind: 'note', text: t.warning },
  ]);
}

export function noAccountMail(to: string, registerUrl: string, locale: Locale): OutgoingMail {
  const t = texts[locale];
  return renderMail(to, t.noAccountSubject, locale, [
    { kind: 'heading', text: t.noAccountHeading },
    { kind: 'paragraph', text: t.noAccountBody },
    { kind: 'button', text: t.noAccountButton, href: registerUrl },
    { kind: 'note', text: t.noAccountIgnore },
  ]);
}
