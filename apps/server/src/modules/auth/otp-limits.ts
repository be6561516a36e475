import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CodeScope, OtpRepository, OtpRow } from './otp-repository';
import type { OtpStore } from './otp-store';

const HOUR_MS = 60 * 60_000;

export type NewCode = Parameters<OtpRepository['insert']>[0];

/** One try taken on a code before comparing it. */
export interface CodeTry {
  /** Its row, handed back when the code was right (a right code is no failure). */
  id: string;
  /** No try is left after this one, for this client address or for everyone. */
  last: boolean;
}

/**
 * The limits on sign-in codes (decision record 007). What a stranger does from another client address
 * must not stop the owner, so the tight budgets are per e-mail address and client address, and the
 * absolute ceilings per address sit above what one client address alone can reach. Each count and the
 * row it admits happen under one lock, so parallel requests cannot overshoot a limit.
 */
export function createOtpLimits(limits: Config['otp'], store: OtpStore) {
  const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS).toISOString();
  const tooMany = (seconds: number) =>
    AppError.tooManyRequests(
      'OTP_TOO_MANY_CODES',
      'Too many codes were requested. Please try again later.',
      Math.max(1, Math.ceil(seconds)),
    );

  return {
    /**
     * Stores a new code unless a send limit is full (429 with Retry-After). Per address and client
     * address: the resend wait and `maxPerAddressIpHour`; per address from everywhere:
     * `maxPerAddressHour`, which keeps the inbox from flooding; per client address: `maxPerIpHour`.
     */
    async admit(entry: NewCode, now: Date): Promise<void> {
      const { email, requesterIp: ip } = entry;
      await store.exclusive([`address:${email}`, `ip:${ip ?? 'unknown'}`], async ({ codes }) => {
        const latest = await codes.newest({ email, ip });
        if (latest) {
          const waitMs = Date.parse(latest.created_at) + limits.resendSeconds * 1000 - now.getTime();
          if (waitMs > 0) {
            const seconds = Math.ceil(waitMs / 1000);
            throw AppError.tooManyRequests(
              'OTP_RESEND_TOO_SOON',
              `Please wait ${seconds} seconds before requesting a new code.`,
              seconds,
              { seconds },
            );
          }
        }
        const since = hourBefore(now);
        const caps: Array<[CodeScope, number]> = [
          [{ email, ip }, limits.maxPerAddressIpHour],
          [{ email }, limits.maxPerAddressHour],
          [{ ip }, limits.maxPerIpHour],
        ];
        for (const [scope, cap] of caps) {
          if ((await codes.countSince(scope, since)) < cap) continue;
          const oldest = await codes.oldestSince(scope, since);
          throw tooMany(oldest ? (Date.parse(oldest) + HOUR_MS - now.getTime()) / 1000 : 3600);
        }
        await codes.insert(entry);
      });
    },

    /**
     * Takes one try on a code before it is compared, so no number of parallel requests compares more
     * guesses than the limits allow. Undefined when none is left: `maxAttempts` per code and client
     * address, `maxAttemptsPerCode` from everywhere, `maxFailuresPerAddressHour` on the e-mail address.
     * The try that fills the hourly one kills every live code of the address: the owner needs a new one.
     */
    async takeTry(code: OtpRow, ip: string | null, now: Date): Promise<CodeTry | undefined> {
      return store.exclusive([`address:${code.email}`], async ({ codes, failures }) => {
        const current = await codes.findById(code.id);
        if (!current) return undefined;
        const fromIp = await failures.countForCodeAndIp(code.id, ip);
        const onCode = Number(current.attempts);
        const onAddress = await failures.countForAddressSince(code.email, hourBefore(now));
        if (
          fromIp >= limits.maxAttempts ||
          onCode >= limits.maxAttemptsPerCode ||
          onAddress >= limits.maxFailuresPerAddressHour
        ) {
          return undefined;
        }
        const id = await failures.insert({ codeId: code.id, email: code.email, ip, now: now.toISOString() });
        await codes.addAttempt(code.id);
        const addressFull = onAddress + 1 >= limits.maxFailuresPerAddressHour;
        if (addressFull) await codes.killLive(code.email, now.toISOString(), limits.maxAttemptsPerCode);
        const last = addressFull || fromIp + 1 >= limits.maxAttempts || onCode + 1 >= limits.maxAttemptsPerCode;
        return { id, last };
      });
    },

    async returnTry(id: string): Promise<void> {
      await store.failures.delete(id);
    },
  };
}

export type OtpLimits = ReturnType<typeof createOtpLimits>;
