import type { OtpPurpose } from '@vm/contracts';

/**
 * What a code may be used for. `register` and `login` can be asked for by anyone (send-otp); the
 * account page's codes only by the signed-in user, through its own routes, so they are not part of
 * the public contract. The purpose is part of a code's hash and of its lookup, so a code made for
 * one purpose never works for another.
 */
export type CodePurpose = OtpPurpose | 'email-change' | 'delete-account';
