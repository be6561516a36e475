import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { BookingHandleRow } from './booking-rows';

/** Thrown inside a transaction to undo it when a handle turned out to be taken. */
class HandleTaken extends Error {}

/**
 * The booking_handles table (each account's current handle) and booking_handle_names (every handle in
 * use: current ones, and those left in the last 90 days, decision record 070). A handle is claimed by
 * its row in booking_handle_names first: its primary key decides between accounts, old handles included.
 */
export function createHandlesRepository(db: Kysely<Database>) {
  /** Frees `handle` when only an ended reservation holds it, or one of `userId`'s own old ones. */
  const freeStale = (trx: Transaction<Database>, handle: string, at: string, userId?: string) =>
    trx
      .deleteFrom('booking_handle_names')
      .where('handle', '=', handle)
      .where('reserved_until', 'is not', null)
      .where((eb) =>
        userId === undefined
          ? eb('reserved_until', '<=', at)
          : eb.or([eb('reserved_until', '<=', at), eb('user_id', '=', userId)]),
      )
      .execute();

  const takeName = async (trx: Transaction<Database>, userId: string, handle: string) => {
    const result = await trx
      .insertInto('booking_handle_names')
      .values({ handle, user_id: userId, reserved_until: null })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw new HandleTaken();
  };

  const unlessTaken = async (work: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> => {
    try {
      await db.transaction().execute(work);
      return true;
    } catch (error) {
      if (error instanceof HandleTaken) return false;
      throw error;
    }
  };

  return {
    async findByUser(userId: string): Promise<BookingHandleRow | undefined> {
      return db.selectFrom('booking_handles').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async findByHandle(handle: string): Promise<BookingHandleRow | undefined> {
      return db.selectFrom('booking_handles').selectAll().where('handle', '=', handle).executeTakeFirst();
    },

    /** The account's first handle; false when another account (or this one, meanwhile) holds it or one already. */
    async claim(userId: string, handle: string, at: string): Promise<boolean> {
      return unlessTaken(async (trx) => {
        await freeStale(trx, handle, at);
        await takeName(trx, userId, handle);
        const result = await trx
          .insertInto('booking_handles')
          .values({ user_id: userId, handle, created_at: at })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw new HandleTaken();
      });
    },

    /**
     * The account's handle becomes `handle`; its old one stays its own until `reservedUntil`. False when
     * another account holds `handle`, now or as an old handle still reserved.
     */
    async change(userId: string, from: string, handle: string, at: string, reservedUntil: string): Promise<boolean> {
      return unlessTaken(async (trx) => {
        await freeStale(trx, handle, at, userId);
        await takeName(trx, userId, handle);
        await trx
          .updateTable('booking_handle_names')
          .set({ reserved_until: reservedUntil })
          .where('handle', '=', from)
          .where('user_id', '=', userId)
          .execute();
        const result = await trx
          .updateTable('booking_handles')
          .set({ handle })
          .where('user_id', '=', userId)
          .where('handle', '=', from)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new HandleTaken();
      });
    },

    /** Whether `userId` could take `handle` now: nobody holds it, or only they or an ended reservation do. */
    async isFreeFor(userId: string, handle: string, at: string): Promise<boolean> {
      const row = await db
        .selectFrom('booking_handle_names')
        .selectAll()
        .where('handle', '=', handle)
        .executeTakeFirst();
      return !row || row.user_id === userId || (row.reserved_until !== null && row.reserved_until <= at);
    },

    /** The account that left `handle` less than 90 days ago, with its handle now; undefined otherwise. */
    async movedTo(handle: string, at: string): Promise<BookingHandleRow | undefined> {
      return db
        .selectFrom('booking_handle_names as old')
        .innerJoin('booking_handles as now', 'now.user_id', 'old.user_id')
        .selectAll('now')
        .where('old.handle', '=', handle)
        .where('old.reserved_until', '>', at)
        .executeTakeFirst();
    },
  };
}

export type HandlesRepository = ReturnType<typeof createHandlesRepository>;
