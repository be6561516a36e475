import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CodeScope, OtpRepository, OtpRow } from './otp-repository';
import type { OtpStore, OtpTables } from './otp-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type NewCode = Parameters<OtpRepository['insert']>[0];

/** Who asks for a code or tries one, as the limits tell clients apart. */
export interface OtpClient {
  /** The client address's key (lib/client-address-key.ts): IPv4, or an IPv6 /64; null when unknown. */
  key: string | null;
  /** Came with the device cookie of a browser that signed in as the address's account. */
  trusted: boolean;
}

/** One try taken on a code before comparing it. */
export interface CodeTry {
  /** Its row, handed back when the code was right (a right code is no failure). */
  id: string;
  /** No try is left after this one for this client. */
  last: boolean;
}

/**
 * The limits on sign-in codes (decision record 007, amended 2026-11-28). The tight budgets belong to
 * an address and the client address asking; a code's own client is checked against its own tries
 * only, so no stranger can kill or block it. The address-wide ceilings bind strangers only (clients
 * without the address's device cookie): past them strangers wait longer and longer, while the
 * owner's browser is never refused by them. Each count and the row it admits happen under one lock,
 * so parallel requests cannot overshoot a limit.
 */
export function createOtpLimits(limits: Config['otp'], store: OtpStore) {
  const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
  const tooMany = (seconds: number) =>
    AppError.tooManyRequests(
      'OTP_TOO_MANY_CODES',
      'Too many codes were requested. Please try again later.',
      Math.max(1, Math.ceil(seconds)),
    );

  /**
   * How hard strangers have guessed at an address: their wrong tries of the last day plus the tries
   * still open on their live codes, so codes collected before guessing count as the guesses they allow.
   */
  async function strain({ codes, failures }: OtpTables, email: string, now: Date): Promise<number> {
    const failed = await failures.countStrangersSince(email, before(now, DAY_MS));
    return failed + (await codes.openStrangerTries(email, now.toISOString(), limits.maxAttempts));
  }

  /**
   * What a stranger still waits for a new code of an address: nothing below the ceiling; past it,
   * a minute after the newest stranger code, doubled for each further code's worth of tries (at
   * most a day, by when every counted try has left the window).
   */
  async function strangerWaitMs(tables: OtpTables, email: string, now: Date): Promise<number> {
    const over = (await strain(tables, email, now)) - limits.maxFailuresPerAddressDay;
    if (over < 0) return 0;
    const waitMs = Math.min(MINUTE_MS * 2 ** Math.floor(over / limits.maxAttempts), DAY_MS);
    const newest = await tables.codes.newestStrangerCodeAt(email);
    return newest ? Date.parse(newest) + waitMs - now.getTime() : 0;
  }

  return {
    /**
     * Stores a new code unless a send limit is full (429 with Retry-After). Per address, client
     * address and purpose: the resend wait. Per address and client address: `maxPerAddressIpHour`.
     * Per client address: `maxPerIpHour`. For strangers only: `maxPerAddressHour` (the inbox cap)
     * and the growing wait past `maxFailuresPerAddressDay`.
     */
    async admit(entry: NewCode, now: Date): Promise<void> {
      const { email, purpose, requesterIp: ip, trustedDevice: trusted } = entry;
      await store.exclusive([`address:${email}`, `ip:${ip ?? 'unknown'}`], async (tables) => {
        const latest = await tables.codes.newest({ email, ip, purpose });
        if (latest) {
          const waitMs = Date.parse(latest.created_at) + limits.resendSeconds * 1000 - now.getTime();
          if (waitMs > 0) {
            const seconds = Math.ceil(waitMs / 1000);
            throw AppError.tooManyRequests(
              'OTP_RESEND_TOO_SOON',
              `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
              seconds,
              { seconds },
            );
          }
        }
        const since = before(now, HOUR_MS);
        const caps: Array<[CodeScope, number]> = [
          [{ email, ip }, limits.maxPerAddressIpHour],
          ...(trusted ? [] : [[{ email }, limits.maxPerAddressHour] as [CodeScope, number]]),
          [{ ip }, limits.maxPerIpHour],
        ];
        for (const [scope, cap] of caps) {
          if ((await tables.codes.countSince(scope, since)) < cap) continue;
          const oldest = await tables.codes.oldestSince(scope, since);
          throw tooMany(oldest ? (Date.parse(oldest) + HOUR_MS - now.getTime()) / 1000 : 3600);
        }
        if (!trusted) {
          const waitMs = await strangerWaitMs(tables, email, now);
          if (waitMs > 0) throw tooMany(waitMs / 1000);
        }
        await tables.codes.insert(entry);
      });
    },

    /**
     * Takes one try on a code before it is compared, so no number of parallel requests compares more
     * guesses than the limits allow. Undefined when none is left: `maxAttempts` per code and client
     * address, for everyone. A stranger trying a code it did not ask for also meets the code's
     * `maxAttemptsPerCode` and the address's `maxFailuresPerAddressDay`; neither ever stops the
     * code's own client or the owner's browser.
     */
    async takeTry(code: OtpRow, client: OtpClient, now: Date): Promise<CodeTry | undefined> {
      return store.exclusive([`address:${code.email}`], async (tables) => {
        const current = await tables.codes.findById(code.id);
        if (!current) return undefined;
        const fromClient = await tables.failures.countForCodeAndIp(code.id, client.key);
        if (fromClient >= limits.maxAttempts) return undefined;
        let lastForStranger = false;
        if (current.requester_ip !== client.key && !client.trusted) {
          const onCode = Number(current.attempts);
          const strained = await strain(tables, code.email, now);
          if (onCode >= limits.maxAttemptsPerCode || strained >= limits.maxFailuresPerAddressDay) return undefined;
          lastForStranger = onCode + 1 >= limits.maxAttemptsPerCode || strained + 1 >= limits.maxFailuresPerAddressDay;
          await tables.codes.addAttempt(code.id);
        }
        const id = await tables.failures.insert({
          codeId: code.id,
          email: code.email,
          ip: client.key,
          now: now.toISOString(),
          trustedDevice: client.trusted,
        });
        return { id, last: lastForStranger || fromClient + 1 >= limits.maxAttempts };
      });
    },

    async returnTry(id: string): Promise<void> {
      await store.failures.delete(id);
    },
  };
}

export type OtpLimits = ReturnType<typeof createOtpLimits>;
