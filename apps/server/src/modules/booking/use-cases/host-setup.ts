import type { z } from 'zod';
import {
  PLAN_LIMITS,
  availabilityBodySchema,
  type Availability,
  type AvailabilityReply,
  type BookingType,
  type createBookingTypeBodySchema,
  type GuestUser,
  type updateBookingTypeBodySchema,
} from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { randomId } from '#server/lib/ids.ts';
import { availabilityRow, toAvailability, toBookingType } from '../booking-mapper';
import type { BookingTypeRow } from '../booking-rows';
import { bookingTypeNotFound, nowIso, type BookingContext } from './booking-context';
import { feedsOf, saveFeeds } from './feeds';
import { ensureHandle } from './handles';

type CreateInput = z.output<typeof createBookingTypeBodySchema>;
type UpdateInput = z.output<typeof updateBookingTypeBodySchema>;

/** Refuses a length the host's plan does not allow a meeting (Free: 40 minutes). */
function checkPlanLength(user: GuestUser, durationMinutes: number): void {
  const max = PLAN_LIMITS[user.plan].maxDurationMinutes;
  if (max !== null && durationMinutes > max) {
    throw new AppError(
      403,
      'BOOKING_TYPE_TOO_LONG',
      `Your plan allows meetings of up to ${max} minutes, so a booking type may last at most that long.`,
      [{ field: 'durationMinutes', message: `At most ${max} minutes on your plan`, code: 'BOOKING_TYPE_TOO_LONG' }],
      {},
      { max },
    );
  }
}

const slugTaken = () =>
  AppError.conflict('BOOKING_SLUG_TAKEN', 'You already have a booking type at this link.', [
    { field: 'slug', message: 'Already used by another of your booking types', code: 'BOOKING_SLUG_TAKEN' },
  ]);

async function checkSlugFree(ctx: BookingContext, hostId: string, slug: string, except?: string) {
  const other = await ctx.types.findBySlug(hostId, slug);
  if (other && other.id !== except) throw slugTaken();
}

async function ownedType(ctx: BookingContext, user: GuestUser, id: string): Promise<BookingTypeRow> {
  const row = await ctx.types.find(id);
  if (!row || row.host_id !== user.id) throw bookingTypeNotFound();
  return row;
}

/** What a host gets before writing any availability: weekdays 09:00-17:00 in their own zone. */
export function defaultAvailability(timeZone: string | null): Availability {
  const day = [{ start: '09:00', end: '17:00' }];
  return availabilityBodySchema.parse({
    timeZone: timeZone ?? 'UTC',
    weeklyHours: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day },
  });
}

/** The host's availability as saved, or the default one. */
export async function availabilityOf(ctx: BookingContext, hostId: string): Promise<Availability> {
  const row = await ctx.availability.find(hostId);
  if (row) return toAvailability(row);
  return defaultAvailability((await ctx.users.findById(hostId))?.time_zone ?? null);
}

export function createHostSetup(ctx: BookingContext) {
  const present = async (user: GuestUser, row: BookingTypeRow) => toBookingType(row, await ensureHandle(ctx, user));

  return {
    handle: (user: GuestUser) => ensureHandle(ctx, user),
    /** Only reads: `GET /guest/me` says null until the host first used booking pages. */
    async handleIfAny(userId: string): Promise<string | null> {
      return (await ctx.handles.findByUser(userId))?.handle ?? null;
    },

    async listTypes(user: GuestUser): Promise<BookingType[]> {
      const handle = await ensureHandle(ctx, user);
      return (await ctx.types.listForHost(user.id)).map((row) => toBookingType(row, handle));
    },

    async getType(user: GuestUser, id: string): Promise<BookingType> {
      return present(user, await ownedType(ctx, user, id));
    },

    async createType(user: GuestUser, input: CreateInput): Promise<BookingType> {
      checkPlanLength(user, input.durationMinutes);
      await checkSlugFree(ctx, user.id, input.slug);
      const at = nowIso(ctx);
      const id = randomId();
      try {
        await ctx.types.insert({
          id,
          host_id: user.id,
          slug: input.slug,
          title: input.title,
          description: input.description,
          duration_minutes: input.durationMinutes,
          is_public: input.isPublic,
          require_approval: input.requireApproval,
          allow_recording: input.allowRecording,
          enabled: input.enabled,
          questions: JSON.stringify(input.questions),
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
      } catch (error) {
        // Two requests raced past the check; the unique index on (host, slug) decided.
        if (await ctx.types.findBySlug(user.id, input.slug)) throw slugTaken();
        throw error;
      }
      return present(user, (await ctx.types.find(id))!);
    },

    async updateType(user: GuestUser, id: string, input: UpdateInput): Promise<BookingType> {
      const row = await ownedType(ctx, user, id);
      if (input.durationMinutes !== undefined) checkPlanLength(user, input.durationMinutes);
      if (input.slug !== undefined) await checkSlugFree(ctx, user.id, input.slug, id);
      try {
        await ctx.types.update(id, {
          title: input.title ?? row.title,
          description: input.description ?? row.description,
          slug: input.slug ?? row.slug,
          duration_minutes: input.durationMinutes ?? row.duration_minutes,
          is_public: input.isPublic ?? Boolean(row.is_public),
          require_approval: input.requireApproval ?? Boolean(row.require_approval),
          allow_recording: input.allowRecording ?? Boolean(row.allow_recording),
          enabled: input.enabled ?? Boolean(row.enabled),
          questions: input.questions ? JSON.stringify(input.questions) : row.questions,
          updated_at: nowIso(ctx),
        });
      } catch (error) {
        if (input.slug !== undefined && (await ctx.types.findBySlug(user.id, input.slug))?.id !== id) throw slugTaken();
        throw error;
      }
      return present(user, (await ctx.types.find(id))!);
    },

    /** Deletes a type: its page is gone, its bookings and their meetings stay. */
    async deleteType(user: GuestUser, id: string): Promise<BookingType> {
      const row = await ownedType(ctx, user, id);
      await ctx.types.markDeleted(id, nowIso(ctx));
      return present(user, row);
    },

    async getAvailability(user: GuestUser): Promise<AvailabilityReply> {
      await ensureHandle(ctx, user);
      return { ...(await availabilityOf(ctx, user.id)), feeds: await feedsOf(ctx, user.id) };
    },

    /** Saves the hours and rules, then the feeds (a new one is read at once, so the reply says how it went). */
    async saveAvailability(user: GuestUser, input: Availability): Promise<AvailabilityReply> {
      await ensureHandle(ctx, user);
      await ctx.availability.save(availabilityRow(user.id, input, nowIso(ctx)));
      await saveFeeds(ctx, user.id, input.feeds);
      return { ...(await availabilityOf(ctx, user.id)), feeds: await feedsOf(ctx, user.id) };
    },
  };
}

export type HostSetup = ReturnType<typeof createHostSetup>;
