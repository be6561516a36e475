import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Buying Pro with Stripe (decision record 053, 2026-11-28).
 *
 * - `billing_accounts`: one row per account that ever began a checkout: its Stripe customer (one per
 *   account, unique), and the state of its current subscription as last read from Stripe (status,
 *   price and interval, period end, when it is set to end, the last yearly payment for the 14-day
 *   refund). `grants_plan` says billing moved the account's plan to Pro, so only billing moves it back
 *   (a plan an operator set is managed). `checkout_session_id`: the last checkout made, to refuse a
 *   second while it is open.
 * - `billing_events`: each Stripe event id handled or being handled, so an event is handled once on
 *   any node and across restarts; a claim that runs out (its node died) may be taken over.
 */
export const billing: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('billing_accounts')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
      .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
      .addColumn('subscription_id', 'text')
      .addColumn('status', 'text')
      .addColumn('price_id', 'text')
      .addColumn('interval', 'text')
      .addColumn('current_period_end', t.instant)
      .addColumn('cancel_at', t.instant)
      .addColumn('yearly_paid_at', t.instant)
      .addColumn('yearly_invoice_id', 'text')
      .addColumn('grants_plan', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .addColumn('checkout_session_id', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('billing_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', t.instant, (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', t.instant)
      .addColumn('handled_at', t.instant)
      .execute();
    await db.schema.createIndex('billing_events_handled_idx').on('billing_events').column('handled_at').execute();
  },
};
