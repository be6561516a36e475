import type { z } from 'zod';
import type { AccountProfile, CodeSent, GuestUser, Locale, updateProfileBodySchema } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { OtpService } from '../auth/otp-service';
import type { UsersService } from '../auth/users-service';
import type { MailModule } from '../mail/mail-module';
import type { AddressHistory } from './address-history';
import { emailChangedMail } from './email-changed-mail';
import { toAccountProfile, type ProfileRepository } from './profile-repository';

type ProfileChanges = z.output<typeof updateProfileBodySchema>;

export interface ProfileServiceDeps {
  profiles: ProfileRepository;
  users: UsersService;
  otp: OtpService;
  mail: MailModule;
  history: AddressHistory;
  clock: Clock;
}

const addressInUse = () =>
  AppError.conflict('EMAIL_IN_USE', 'This e-mail address is already used by another account.', [
    { field: 'email', message: 'Already in use', code: 'EMAIL_IN_USE' },
  ]);

/** The account page's profile: name, phone and language, and the e-mail change confirmed by a code. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { profiles, users, otp, mail, history, clock } = deps;

  async function profileOf(userId: string): Promise<AccountProfile> {
    const row = await users.findById(userId);
    if (!row) throw AppError.unauthorized();
    return toAccountProfile(row);
  }

  return {
    profileOf,

    async update(user: GuestUser, changes: ProfileChanges): Promise<AccountProfile> {
      await profiles.update(user.id, changes);
      return profileOf(user.id);
    },

    /**
     * Sends a code to the new address; the change waits on the account until it is typed. An address
     * of another account gets no mail and a 409, after the request was counted like any other, so
     * one signed-in person cannot test addresses faster than codes may be asked for.
     */
    async requestEmailChange(user: GuestUser, email: string, ip: string | null): Promise<CodeSent> {
      if (email === user.email) {
        throw AppError.badRequest('EMAIL_UNCHANGED', 'This is already your e-mail address.', [
          { field: 'email', message: 'Same as the current address', code: 'EMAIL_UNCHANGED' },
        ]);
      }
      const taken = (await users.findByEmail(email)) !== undefined;
      const timing = await otp.send({ email, purpose: 'email-change', ip, locale: user.locale, deliver: !taken });
      if (taken) throw addressInUse();
      await profiles.setPendingEmail(user.id, email);
      return { email, ...timing };
    },

    /**
     * Takes the code sent to the waiting address, moves the account there and tells the old address.
     * The old address is kept with the period it was held, up to that mail (decision record 019).
     */
    async confirmEmailChange(user: GuestUser, code: string, ip: string | null): Promise<AccountProfile> {
      const pending = (await profileOf(user.id)).pendingEmail;
      if (!pending) {
        throw AppError.badRequest(
          'EMAIL_CHANGE_NOT_PENDING',
          'No e-mail change is waiting for a code. Please ask for a new code.',
          [{ field: 'otpCode', message: 'No change waiting', code: 'EMAIL_CHANGE_NOT_PENDING' }],
        );
      }
      await otp.verify({ email: pending, purpose: 'email-change', code, ip });
      const changedAt = clock.now().toISOString();
      let left: string | undefined;
      try {
        left = await profiles.confirmPendingEmail(user.id, pending, changedAt);
      } catch (error) {
        // Another account registered the address after the code was sent: the unique index decided.
        if (await users.findByEmail(pending)) throw addressInUse();
        throw error;
      }
      if (left === undefined) {
        throw AppError.badRequest(
          'OTP_EXPIRED',
          'This code has expired or was already used. Please request a new one.',
          [{ field: 'otpCode', message: 'Code expired or already used', code: 'OTP_EXPIRED' }],
        );
      }
      const locale: Locale = user.locale;
      await mail.sendEmail(emailChangedMail({ oldEmail: left, newEmail: pending, locale }), 'account-email-changed');
      await history.extendUntil(user.id, left, changedAt, clock.now().toISOString());
      return profileOf(user.id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
