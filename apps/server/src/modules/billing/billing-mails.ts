import type { Locale, MeetingOverLimits } from '@vm/contracts';
import { translator } from '#server/locales/translate.ts';
import { renderMail, type MailBlock } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-types';

interface Recipient {
  to: string;
  locale: Locale;
  /** The account page's 'Plan and billing', where every action is. */
  billingUrl: string;
}

/** "2026-12-28": e-mails show dates in UTC (decision record 011). */
const day = (instant: string) => instant.slice(0, 10);

export function formatAmount(locale: Locale, cents: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** After the first payment: what Pro gives and when it renews. */
export function welcomeMail(input: Recipient & { renewsOn: string | null }): OutgoingMail {
  const t = translator(input.locale);
  return renderMail(input.to, t('billing.welcomeSubject'), input.locale, [
    { kind: 'heading', text: t('billing.welcomeHeading') },
    { kind: 'paragraph', text: t('billing.welcomeBody') },
    ...(input.renewsOn
      ? [{ kind: 'paragraph' as const, text: t('billing.welcomeRenewal', { date: day(input.renewsOn) }) }]
      : []),
    { kind: 'button', text: t('billing.accountButton'), href: input.billingUrl },
  ]);
}

/** A renewal was declined: Stripe retries, Pro stays meanwhile, the card should be updated. */
export function paymentFailedMail(input: Recipient & { amount: number; currency: string }): OutgoingMail {
  const t = translator(input.locale);
  const amount = formatAmount(input.locale, input.amount, input.currency);
  return renderMail(input.to, t('billing.failedSubject'), input.locale, [
    { kind: 'heading', text: t('billing.failedHeading') },
    { kind: 'paragraph', text: t('billing.failedBody', { amount }) },
    { kind: 'button', text: t('billing.failedButton'), href: input.billingUrl },
    { kind: 'note', text: t('billing.failedNote') },
  ]);
}

/** Pro ended (cancelled, refunded or unpaid): nothing is deleted; future meetings over Free's limits are listed. */
export function backOnFreeMail(input: Recipient & { meetings: MeetingOverLimits[] }): OutgoingMail {
  const t = translator(input.locale);
  const meetings: MailBlock[] = input.meetings.length
    ? [
        { kind: 'paragraph', text: t('billing.freeMeetingsIntro') },
        ...input.meetings.map((meeting) => ({
          kind: 'paragraph' as const,
          text: `- ${t('billing.freeMeetingLine', {
            title: meeting.title,
            start: `${meeting.startTime.slice(0, 16).replace('T', ' ')} UTC`,
            people: meeting.maxParticipants,
            minutes: Math.round((Date.parse(meeting.endTime) - Date.parse(meeting.startTime)) / 60_000),
          })}`,
        })),
      ]
    : [];
  return renderMail(input.to, t('billing.freeSubject'), input.locale, [
    { kind: 'heading', text: t('billing.freeHeading') },
    { kind: 'paragraph', text: t('billing.freeBody') },
    ...meetings,
    { kind: 'button', text: t('billing.accountButton'), href: input.billingUrl },
  ]);
}
