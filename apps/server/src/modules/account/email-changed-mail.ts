import type { Locale } from '@vm/contracts';
import { translator } from '#server/locales/translate.ts';
import { renderMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-types';

/**
 * Tells the old address that the account moved to another one. Sent after the change, so a person
 * whose account was taken over learns of it where they still read mail.
 */
export function emailChangedMail(input: { oldEmail: string; newEmail: string; locale: Locale }): OutgoingMail {
  const t = translator(input.locale);
  return renderMail(input.oldEmail, t('account.emailChangedSubject'), input.locale, [
    { kind: 'heading', text: t('account.emailChangedHeading') },
    { kind: 'paragraph', text: t('account.emailChangedBody', { email: input.newEmail }) },
    { kind: 'note', text: t('account.emailChangedNotYou') },
  ]);
}
