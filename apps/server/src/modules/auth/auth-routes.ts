import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  guestMeSchema,
  localeSchema,
  loginBodySchema,
  registrationBodySchema,
  sendOtpBodySchema,
  sendOtpQuerySchema,
  sessionDataSchema,
  type Locale,
} from '@vm/contracts';
import type { Config } from '#server/config.ts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { AppError } from '#server/http/app-error.ts';
import { ok } from '#server/http/envelope.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BookingHandleLookup, UserRow } from './auth-types';
import type { DeviceCookie } from './device-cookie';
import type { OtpService } from './otp-service';
import type { SessionService } from './session-service';
import type { UsersService } from './users-service';

const base = '/guest';
const tags = ['auth'];
const sendOtpReply = z.object({ email: z.string(), expiresInSeconds: z.number(), resendAfterSeconds: z.number() });

export interface AuthRoutesOptions {
  config: Config;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  users: UsersService;
  guards: AuthGuards;
  deviceCookie: DeviceCookie;
  /** The booking module's answer to whose handle this is (app.ts builds it first); null without one. */
  bookingHandleOf: BookingHandleLookup;
}

/** Language for e-mails to someone without an account yet: what the client sent, else Accept-Language. */
function requestLocale(explicit: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (explicit) return explicit;
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return localeSchema.safeParse(first).success ? (first as Locale) : 'en';
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { config, clock, otp, sessions, users, guards, deviceCookie, bookingHandleOf } = options;
  /** Who asks, for the code limits: the client address and the browser's device cookie. */
  const requester = (request: FastifyRequest) => ({ ip: request.ip ?? null, device: deviceCookie.read(request) });

  /** A session from a code, and a fresh device cookie for the browser that typed it. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const device = await sessions.newDevice(deviceCookie.read(request));
    const session = await sessions.issue(user, request.headers['user-agent'], device);
    deviceCookie.write(reply, device);
    return session;
  }

  app.post(
    `${base}/send-otp`,
    {
      schema: {
        summary: 'E-mail a one-time code (same reply whether or not the address has an account)',
        tags,
        querystring: sendOtpQuerySchema,
        body: sendOtpBodySchema,
        response: { 200: envelopeSchema(sendOtpReply) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const locale = requestLocale(request.body.locale, request.headers['accept-language']);
      const timing = await otp.send({ email, purpose: request.query.purpose, locale, ...requester(request) });
      return ok({ email, ...timing }, 'OTP code sent to your email');
    },
  );

  app.post(
    `${base}/register-with-otp`,
    {
      schema: {
        summary: 'Create an account with an e-mailed code (signs an existing account in)',
        tags,
        body: registrationBodySchema,
        response: { 200: envelopeSchema(sessionDataSchema), 201: envelopeSchema(sessionDataSchema) },
      },
    },
    async (request, reply) => {
      const { name, email, otpCode, phone } = request.body;
      await otp.verify({ email, purpose: 'register', code: otpCode, ...requester(request) });
      const existing = await users.findByEmail(email);
      const user =
        existing ??
        (await users.createVerified(
          {
            email,
            name,
            phone,
            plan: config.defaultPlan,
            locale: requestLocale(request.body.locale, request.headers['accept-language']),
          },
          clock.now().toISOString(),
        ));
      if (request.body.timeZone) await users.setTimeZone(user.id, request.body.timeZone);
      const session = await signIn(request, reply, user);
      if (existing) return ok(session, 'Email verified successfully! You are now logged in.');
      return reply.code(201).send(ok(session, 'Account created successfully! You are now logged in.'));
    },
  );

  app.post(
    `${base}/login-with-otp`,
    {
      schema: {
        summary: 'Sign in with an e-mailed code',
        tags,
        body: loginBodySchema,
        response: { 200: envelopeSchema(sessionDataSchema) },
      },
    },
    async (request, reply) => {
      const { email, otpCode } = request.body;
      const role = request.body.userType ?? request.body.role;
      if (role && role !== 'guest') {
        throw AppError.badRequest('GUEST_ONLY', 'Only guest accounts can sign in here', [
          { field: 'role', message: 'Not supported', code: 'GUEST_ONLY' },
        ]);
      }
      await otp.verify({ email, purpose: 'login', code: otpCode, ...requester(request) });
      const user = await users.findByEmail(email);
      // A login code is only ever sent to an existing account; without one the code cannot match.
      if (!user)
        throw AppError.badRequest('OTP_INVALID', 'Invalid OTP. Please try again.', [
          { field: 'otpCode', message: 'Invalid OTP code', code: 'OTP_INVALID' },
        ]);
      if (request.body.timeZone) await users.setTimeZone(user.id, request.body.timeZone);
      return ok(await signIn(request, reply, user), 'Welcome back! You have successfully signed in.');
    },
  );

  app.get(
    `${base}/me`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'The signed-in guest, with their booking handle (null until they first use booking pages)',
        tags,
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(guestMeSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok({ ...user, bookingHandle: await bookingHandleOf(user.id) });
    },
  );

  app.post(
    `${base}/logout`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Revoke this session',
        tags,
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await sessions.revoke(request.auth!.sessionId);
      return ok(null, 'Signed out');
    },
  );
};
