import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookerBookingSchema,
  bookingCreatedSchema,
  publicBookingTypeSchema,
  slotsReplySchema,
  type BookingRequestBody,
} from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { bookingKeys, dataOf, enc } from './booking-keys';

// The visitor's side of booking pages, without an account (docs/product.md, 'Booking pages').

const pagePath = (handle: string, slug: string) => `/book/${enc(handle)}/${enc(slug)}`;

export const usePublicBookingType = (handle: string, slug: string) =>
  useQuery({
    queryKey: bookingKeys.publicType(handle, slug),
    queryFn: async ({ signal }) => dataOf(publicBookingTypeSchema, await api.get(pagePath(handle, slug), { signal })),
    retry: false,
  });

/** The free slots of a window (a month as the calendar shows it), as UTC instants. */
export const useSlots = (handle: string, slug: string, window: { from: string; to: string } | null) =>
  useQuery({
    queryKey: bookingKeys.slots(handle, slug, window?.from ?? '', window?.to ?? ''),
    queryFn: async ({ signal }) =>
      dataOf(
        slotsReplySchema,
        await api.get(`${pagePath(handle, slug)}/slots`, { signal, query: { from: window!.from, to: window!.to } }),
      ),
    enabled: window !== null,
    placeholderData: keepPreviousData,
  });

/** Forgets every window's slots, so the calendar asks again (after SLOT_TAKEN or a booking). */
export function useRefreshSlots(handle: string, slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.allSlots(handle, slug) });
}

export const useBook = (handle: string, slug: string) =>
  useMutation({
    mutationFn: async (body: BookingRequestBody) =>
      dataOf(bookingCreatedSchema, await api.post(`${pagePath(handle, slug)}/bookings`, body)),
  });

export const useBookerBooking = (token: string) =>
  useQuery({
    queryKey: bookingKeys.booker(token),
    queryFn: async ({ signal }) => dataOf(bookerBookingSchema, await api.get(`/bookings/${enc(token)}`, { signal })),
    retry: false,
  });

export function useReschedule(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (start: string) =>
      dataOf(bookerBookingSchema, await api.post(`/bookings/${enc(token)}/reschedule`, { start })),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.booker(token), booking),
  });
}

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      dataOf(
        bookerBookingSchema,
        await api.post(`/bookings/${enc(token)}/cancel`, reason.trim() ? { reason: reason.trim() } : {}),
      ),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.booker(token), booking),
  });
}
