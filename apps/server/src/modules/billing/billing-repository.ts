import type { Kysely, Selectable, Updateable } from 'kysely';
import type { BillingAccountsTable, Database } from '#server/db/schema.ts';

export type BillingAccountRow = Selectable<BillingAccountsTable>;

/** The subscription's state as read from Stripe, written whole (decision record 053). */
export type SubscriptionState = Pick<
  Updateable<BillingAccountsTable>,
  | 'subscription_id'
  | 'status'
  | 'price_id'
  | 'interval'
  | 'current_period_end'
  | 'cancel_at'
  | 'yearly_paid_at'
  | 'yearly_invoice_id'
>;

/** Accounts' Stripe customers and subscriptions (`billing_accounts`). */
export function createBillingAccountsRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<BillingAccountRow | undefined> {
      return db.selectFrom('billing_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async findByCustomer(customerId: string): Promise<BillingAccountRow | undefined> {
      return db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('stripe_customer_id', '=', customerId)
        .executeTakeFirst();
    },

    /** The account's customer, unless it has one already (a racing request made it): then that row stays. */
    async insertCustomer(userId: string, customerId: string, now: string): Promise<void> {
      await db
        .insertInto('billing_accounts')
        .values({ user_id: userId, stripe_customer_id: customerId, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    },

    async writeSubscription(userId: string, state: SubscriptionState, now: string): Promise<void> {
      await db
        .updateTable('billing_accounts')
        .set({ ...state, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Records a new checkout session only if the last one is still `expected`, so two racing checkouts make one. */
    async replaceCheckoutSession(userId: string, expected: string | null, sessionId: string | null): Promise<boolean> {
      const result = await db
        .updateTable('billing_accounts')
        .set({ checkout_session_id: sessionId })
        .where('user_id', '=', userId)
        .where((eb) =>
          expected === null ? eb('checkout_session_id', 'is', null) : eb('checkout_session_id', '=', expected),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Billing takes (true) or gives back (false) the account's plan. True only for the one caller that
     * changed it, so a plan moves once however many nodes and paths see the same change.
     */
    async setGrantsPlan(userId: string, grants: boolean): Promise<boolean> {
      const result = await db
        .updateTable('billing_accounts')
        .set({ grants_plan: grants })
        .where('user_id', '=', userId)
        .where('grants_plan', '=', !grants)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type BillingAccountsRepository = ReturnType<typeof createBillingAccountsRepository>;

/** How a node's claim on an event ended up. */
export type EventClaim = 'claimed' | 'handled' | 'busy';

/** Stripe event ids handled or being handled (`billing_events`): each event is handled once. */
export function createBillingEventsRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the event for this node until `until`: a new id is inserted; an id whose earlier claim ran
     * out without being handled (its node died) is taken over; a handled one, or one another node holds
     * now, is not.
     */
    async claim(event: { id: string; type: string }, node: string, now: string, until: string): Promise<EventClaim> {
      const inserted = await db
        .insertInto('billing_events')
        .values({ id: event.id, type: event.type, received_at: now, claimed_by: node, claimed_until: until })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 'claimed';
      const takenOver = await db
        .updateTable('billing_events')
        .set({ claimed_by: node, claimed_until: until })
        .where('id', '=', event.id)
        .where('handled_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .executeTakeFirst();
      if (Number(takenOver.numUpdatedRows) === 1) return 'claimed';
      const row = await db
        .selectFrom('billing_events')
        .select('handled_at')
        .where('id', '=', event.id)
        .executeTakeFirst();
      return row?.handled_at ? 'handled' : 'busy';
    },

    async markHandled(id: string, now: string): Promise<void> {
      await db
        .updateTable('billing_events')
        .set({ handled_at: now, claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .execute();
    },

    /** The handling failed: the next delivery of the event may handle it. */
    async release(id: string, node: string): Promise<void> {
      await db
        .updateTable('billing_events')
        .set({ claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('claimed_by', '=', node)
        .where('handled_at', 'is', null)
        .execute();
    },

    /** Stripe retries an event for three days; ids handled before `before` are not needed any more. */
    async deleteHandledBefore(before: string): Promise<void> {
      await db.deleteFrom('billing_events').where('handled_at', '<', before).execute();
    },
  };
}

export type BillingEventsRepository = ReturnType<typeof createBillingEventsRepository>;
