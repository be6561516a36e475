import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale, OtpPurpose } from '@vm/contracts';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hmac, sameDigest } from '../../lib/hashing';
import { publicBaseUrl } from '../../lib/public-url';
import type { MailModule } from '../mail/mail-module';
import { codeMail, noAccountMail } from './otp-mail';
import type { OtpRepository, OtpRow } from './otp-repository';
import type { UsersRepository } from './users-repository';

const HOUR_MS = 60 * 60_000;
const otpField = 'otpCode';

export interface OtpServiceDeps {
  config: Config;
  clock: Clock;
  secretKey: string;
  codes: OtpRepository;
  users: UsersRepository;
  mail: MailModule;
  log: FastifyBaseLogger;
}

/**
 * E-mailed one-time codes (product-notes section 3): 6 digits from a cryptographic generator, stored
 * only as an HMAC, valid for a few minutes, single use, bound to address and purpose, a limited number
 * of tries, and rate limits per address and per IP. Sending answers the same whether or not the
 * address has an account.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const { config, clock, secretKey, codes, users, mail, log } = deps;
  const limits = config.otp;
  const hashCode = (email: string, purpose: OtpPurpose, code: string) =>
    hmac(secretKey, `otp\n${purpose}\n${email}\n${code}`);

  async function enforceRateLimits(email: string, ip: string | null, now: Date) {
    const latest = await codes.latestForAddress(email);
    if (latest) {
      const waitMs = Date.parse(latest.created_at) + limits.resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw AppError.tooManyRequests(`Please wait ${seconds} seconds before requesting a new code.`, seconds);
      }
    }
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const checks: Array<['email' | 'requester_ip', string | null, number]> = [
      ['email', email, limits.maxPerAddressHour],
      ['requester_ip', ip, limits.maxPerIpHour],
    ];
    for (const [column, value, cap] of checks) {
      if (!value || (await codes.countSince(column, value, since)) < cap) continue;
      const oldest = await codes.oldestSince(column, value, since);
      const seconds = oldest ? (Date.parse(oldest) + HOUR_MS - now.getTime()) / 1000 : 3600;
      throw AppError.tooManyRequests(
        'Too many codes were requested. Please try again later.',
        Math.max(1, Math.ceil(seconds)),
      );
    }
  }

  return {
    /** Creates and e-mails a code. Both branches do the same work, so replies and timing match. */
    async send(input: { email: string; purpose: OtpPurpose; ip: string | null; locale: Locale }) {
      const { email, purpose, ip } = input;
      const now = clock.now();
      await enforceRateLimits(email, ip, now);
      const account = await users.findByEmail(email);
      const locale = (account?.locale as Locale | undefined) ?? input.locale;
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      // A login code for an unknown address is never sent: the row holds the hash of a code nobody
      // knows, so login fails exactly like a wrong code and the rate limits count it the same.
      const sendCode = purpose === 'register' || account !== undefined;
      await codes.insert({
        email,
        purpose,
        codeHash: hashCode(email, purpose, sendCode ? code : crypto.randomBytes(16).toString('hex')),
        expiresAt: new Date(now.getTime() + limits.ttlMinutes * 60_000).toISOString(),
        now: now.toISOString(),
        requesterIp: ip,
      });
      const message = sendCode
        ? codeMail(email, code, purpose, limits.ttlMinutes, locale)
        : noAccountMail(email, `${publicBaseUrl(config)}/auth/guest/register`, locale);
      await mail.sendEmail(message, sendCode ? `otp-${purpose}` : 'otp-no-account');
      if (mail.devMailbox) {
        log.info(`Sign-in e-mail for ${email} is in the dev mailbox: ${publicBaseUrl(config)}/dev/mailbox`);
      }
      return { expiresInSeconds: limits.ttlMinutes * 60, resendAfterSeconds: limits.resendSeconds };
    },

    /** Checks and consumes a code; throws a 400 on the code field when it cannot be used. */
    async verify(email: string, purpose: OtpPurpose, code: string): Promise<void> {
      const now = clock.now();
      const row = await codes.latest(email, purpose);
      if (!row) throw invalid();
      if (row.used_at !== null || Date.parse(row.expires_at) <= now.getTime()) throw expired();
      if (Number(row.attempts) >= limits.maxAttempts) throw exhausted();
      if (!sameDigest(hashCode(email, purpose, code), row.code_hash)) {
        await recordFailure(row);
      }
      if (!(await codes.consume(row.id, now.toISOString()))) throw expired();
    },
  };

  async function recordFailure(row: OtpRow): Promise<never> {
    const counted = await codes.addFailedAttempt(row.id, limits.maxAttempts);
    const triesLeft = limits.maxAttempts - Number(row.attempts) - 1;
    if (!counted || triesLeft <= 0) throw exhausted();
    throw invalid();
  }
}

export type OtpService = ReturnType<typeof createOtpService>;

function invalid() {
  return AppError.badRequest('Invalid OTP. Please try again.', [{ field: otpField, message: 'Invalid OTP code' }]);
}
function expired() {
  return AppError.badRequest('This code has expired or was already used. Please request a new one.', [
    { field: otpField, message: 'Code expired or already used' },
  ]);
}
function exhausted() {
  return AppError.badRequest('Too many wrong attempts. Please request a new code.', [
    { field: otpField, message: 'Too many wrong attempts' },
  ]);
}
