import { PLAN_LIMITS, type Locale, type MeetingOverLimits } from '@vm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import { toGuestUser } from '../auth/user-mapper';
import type { UsersService } from '../auth/users-service';
import type { MailModule } from '../mail/mail-module';
import type { MeetingsService } from '../meetings/meetings-service';
import { backOnFreeMail, welcomeMail } from './billing-mails';
import type { BillingAccountsRepository } from './billing-repository';

export interface PlanChangeDeps {
  accounts: BillingAccountsRepository;
  users: UsersService;
  meetings: MeetingsService;
  mail: Pick<MailModule, 'sendEmail'>;
  clock: Clock;
  /** The account page's 'Plan and billing', for the e-mails' buttons. */
  billingUrl: string;
  log: FastifyBaseLogger;
}

const FREE = PLAN_LIMITS.free;
/** Enough for anyone's upcoming meetings; the e-mail and page list at most this many. */
const MAX_LISTED = 200;

/**
 * Moves an account's plan as its subscription goes live or ends (decision record 053). Only a plan
 * billing moved itself is moved back, so an operator's plan (managed) is never touched. Each step
 * can run again: a crash half-way is finished by the next event, and the e-mails' outbox ids make
 * each go out once however many nodes and paths get here.
 */
export function createPlanChanges(deps: PlanChangeDeps) {
  const { accounts, users, meetings, mail, clock } = deps;

  /** Future meetings of the organizer whose settings exceed Free's limits. */
  async function meetingsOverFreeLimits(userId: string): Promise<MeetingOverLimits[]> {
    const user = await users.findById(userId);
    if (!user) return [];
    const now = clock.now().toISOString();
    const found: MeetingOverLimits[] = [];
    for (let page = 1; found.length < MAX_LISTED && page <= 10; page += 1) {
      const { items } = await meetings.list(toGuestUser(user), {
        status: 'scheduled',
        from: now,
        sort: 'start',
        pageSize: 100,
        page,
      });
      for (const meeting of items) {
        const minutes = (Date.parse(meeting.endTime) - Date.parse(meeting.startTime)) / 60_000;
        const exceeds = [
          ...(meeting.maxParticipants > FREE.maxParticipants ? (['participants'] as const) : []),
          ...(FREE.maxDurationMinutes !== null && minutes > FREE.maxDurationMinutes ? (['duration'] as const) : []),
        ];
        if (meeting.startTime > now && exceeds.length > 0) {
          const { id, meetingId, title, startTime, endTime, maxParticipants } = meeting;
          found.push({ id, meetingId, title, startTime, endTime, maxParticipants, exceeds });
        }
      }
      if (items.length < 100) break;
    }
    return found.slice(0, MAX_LISTED);
  }

  return {
    meetingsOverFreeLimits,

    /**
     * A subscription `subscriptionId` is live (Pro) or not. `quiet` skips the e-mails (an account
     * being deleted).
     */
    async apply(
      userId: string,
      subscriptionId: string,
      live: boolean,
      renewsOn: string | null,
      options: { quiet?: boolean } = {},
    ): Promise<void> {
      const user = await users.findById(userId);
      if (!user || user.deleted_at) return;
      const recipient = { to: user.email, locale: user.locale as Locale, billingUrl: deps.billingUrl };
      if (live) {
        // Free is never managed: an account on Free that pays is Pro. Pro or Enterprise already: nothing moves.
        if (user.plan !== 'free') return;
        await accounts.setGrantsPlan(userId, true);
        await users.setPlan(userId, 'pro');
        deps.log.info({ userId, subscriptionId }, 'billing: account upgraded to Pro');
        if (!options.quiet) {
          await mail.sendEmail(welcomeMail({ ...recipient, renewsOn }), 'billing-welcome', {
            id: `billing-welcome-${subscriptionId}`,
          });
        }
        return;
      }
      const account = await accounts.find(userId);
      if (!account?.grants_plan) return;
      // The plan first, the mark after: a crash in between leaves the mark, and the next event finishes.
      if (user.plan === 'pro') await users.setPlan(userId, 'free');
      await accounts.setGrantsPlan(userId, false);
      deps.log.info({ userId, subscriptionId }, 'billing: account back on Free');
      if (!options.quiet) {
        const listed = await meetingsOverFreeLimits(userId);
        await mail.sendEmail(backOnFreeMail({ ...recipient, meetings: listed }), 'billing-free', {
          id: `billing-free-${subscriptionId}`,
        });
      }
    },
  };
}

export type PlanChanges = ReturnType<typeof createPlanChanges>;
