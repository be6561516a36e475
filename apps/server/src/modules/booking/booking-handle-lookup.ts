import type { BookingHandleLookup } from '../auth/auth-types';
import type { HandlesRepository } from './handles-repository';

/** The auth module's one question about booking pages (`GET /guest/me`): this account's handle, if it has one. */
export function createBookingHandleLookup(handles: HandlesRepository): BookingHandleLookup {
  return async (userId) => (await handles.findByUser(userId))?.handle ?? null;
}
