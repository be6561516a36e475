import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@vm/contracts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { clientAddressKey } from '#server/lib/client-address-key.ts';
import { hmac, sameDigest } from '#server/lib/hashing.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { MailModule } from '../mail/mail-module';
import { codeMail, noAccountMail } from './otp-mail';
import { createOtpLimits, type OtpClient } from './otp-limits';
import type { CodePurpose } from './otp-purposes';
import type { OtpStore } from './otp-store';
import type { UsersRepository } from './users-repository';

const otpField = 'otpCode';

export interface OtpServiceDeps {
  config: Config;
  clock: Clock;
  secretKey: string;
  store: OtpStore;
  users: UsersRepository;
  mail: MailModule;
  log: FastifyBaseLogger;
  /** Whether a device cookie belongs to a browser that signed in as the address's account. */
  devices: { trusts(deviceToken: string, email: string): Promise<boolean> };
}

/** Who is asking, as the limits see it; `ip` is request.ip, `device` the device cookie if sent. */
export interface OtpRequester {
  ip: string | null;
  device?: string;
  /**
   * The address of the account whose session made the request (the account page's codes): a code
   * for its own address is the owner's, trusted like its device cookie.
   */
  signedInAs?: string;
}

/**
 * E-mailed one-time codes (docs/product.md, 'Sign-in codes'; decision record 007): 6 digits from a cryptographic
 * generator, stored only as an HMAC, valid for a few minutes, single use, bound to address and purpose,
 * a limited number of tries and rate limits (otp-limits.ts) that a stranger cannot spend for the owner.
 * Sending answers the same whether or not the address has an account.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const { config, clock, secretKey, store, users, mail, log, devices } = deps;
  const limits = config.otp;
  const guard = createOtpLimits(limits, store);
  const hashCode = (email: string, purpose: CodePurpose, code: string) =>
    hmac(secretKey, `otp\n${purpose}\n${email}\n${code}`);
  // The cookie is the requester's own; its look-up does the same work whether or not the address has an account.
  const clientOf = async (email: string, requester: OtpRequester): Promise<OtpClient> => ({
    key: clientAddressKey(requester.ip),
    trusted:
      requester.signedInAs === email ||
      (requester.device === undefined ? false : await devices.trusts(requester.device, email)),
  });

  return {
    /**
     * Creates and e-mails a code. Both branches do the same work, so replies and timing match.
     * `deliver: false` holds the code back the same way (an e-mail change to an address another
     * account uses): the request still counts against the limits, so its answer cannot be used to
     * test many addresses.
     */
    async send(input: OtpRequester & { email: string; purpose: CodePurpose; locale: Locale; deliver?: boolean }) {
      const { email, purpose } = input;
      const client = await clientOf(email, input);
      const now = clock.now();
      const account = await users.findByEmail(email);
      const locale = (account?.locale as Locale | undefined) ?? input.locale;
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      // A login code for an unknown address is never sent: the row holds the hash of a code nobody
      // knows, so login fails exactly like a wrong code and the rate limits count it the same.
      const unknownLogin = purpose === 'login' && account === undefined;
      const sendCode = !unknownLogin && input.deliver !== false;
      await guard.admit(
        {
          email,
          purpose,
          codeHash: hashCode(email, purpose, sendCode ? code : crypto.randomBytes(16).toString('hex')),
          expiresAt: new Date(now.getTime() + limits.ttlMinutes * 60_000).toISOString(),
          now: now.toISOString(),
          requesterIp: client.key,
          trustedDevice: client.trusted,
        },
        now,
      );
      if (sendCode) await mail.sendEmail(codeMail(email, code, purpose, limits.ttlMinutes, locale), `otp-${purpose}`);
      else if (unknownLogin) {
        const registerUrl = `${publicBaseUrl(config)}/auth/guest/register`;
        await mail.sendEmail(noAccountMail(email, registerUrl, locale), 'otp-no-account');
      }
      if (mail.devMailbox && (sendCode || unknownLogin)) {
        log.info(`Sign-in e-mail for ${email} is in the dev mailbox: ${publicBaseUrl(config)}/dev/mailbox`);
      }
      return { expiresInSeconds: limits.ttlMinutes * 60, resendAfterSeconds: limits.resendSeconds };
    },

    /**
     * Checks and consumes a code; throws a 400 on the code field when it cannot be used. The code is
     * the one this client address asked for (see OtpRepository.forVerification); a try is taken before
     * comparing, so parallel guesses cannot go past the limits.
     */
    async verify(input: OtpRequester & { email: string; purpose: CodePurpose; code: string }): Promise<void> {
      const { email, purpose } = input;
      const client = await clientOf(email, input);
      const now = clock.now();
      const row = await store.codes.forVerification(email, purpose, client.key, now.toISOString());
      if (!row) throw invalid();
      if (row.used_at !== null || Date.parse(row.expires_at) <= now.getTime()) throw expired();
      const attempt = await guard.takeTry(row, client, now);
      if (!attempt) throw exhausted();
      if (!sameDigest(hashCode(email, purpose, input.code), row.code_hash)) {
        throw attempt.last ? exhausted() : invalid();
      }
      await guard.returnTry(attempt.id);
      if (!(await store.codes.consume(row.id, now.toISOString()))) throw expired();
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

function invalid() {
  return AppError.badRequest('OTP_INVALID', 'Invalid OTP. Please try again.', [
    { field: otpField, message: 'Invalid OTP code', code: 'OTP_INVALID' },
  ]);
}
function expired() {
  return AppError.badRequest('OTP_EXPIRED', 'This code has expired or was already used. Please request a new one.', [
    { field: otpField, message: 'Code expired or already used', code: 'OTP_EXPIRED' },
  ]);
}
function exhausted() {
  return AppError.badRequest('OTP_TOO_MANY_ATTEMPTS', 'Too many wrong attempts. Please request a new code.', [
    { field: otpField, message: 'Too many wrong attempts', code: 'OTP_TOO_MANY_ATTEMPTS' },
  ]);
}
