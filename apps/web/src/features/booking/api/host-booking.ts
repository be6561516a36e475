import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  availabilityReplySchema,
  bookingSchema,
  bookingTypeSchema,
  type AvailabilityBody,
  type AvailabilityReply,
  type BookingType,
  type CreateBookingTypeBody,
  type UpdateBookingTypeBody,
} from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { bookingKeys, dataOf, enc } from './booking-keys';

// The host's side of booking pages: booking types, availability and the bookings made (docs/product.md,
// 'Booking pages').

export const useBookingTypes = () =>
  useQuery({
    queryKey: bookingKeys.types(),
    queryFn: async ({ signal }) =>
      dataOf(z.array(bookingTypeSchema), await api.get<BookingType[]>('/booking-types', { signal })),
  });

function useTypeMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.types() }),
  });
}

export const useCreateBookingType = () =>
  useTypeMutation(async (body: CreateBookingTypeBody) =>
    dataOf(bookingTypeSchema, await api.post<BookingType>('/booking-types', body)),
  );

export const useUpdateBookingType = () =>
  useTypeMutation(async ({ id, body }: { id: string; body: UpdateBookingTypeBody }) =>
    dataOf(bookingTypeSchema, await api.patch<BookingType>(`/booking-types/${enc(id)}`, body)),
  );

export const useDeleteBookingType = () =>
  useTypeMutation(async (id: string) =>
    dataOf(bookingTypeSchema, await api.delete<BookingType>(`/booking-types/${enc(id)}`)),
  );

export const useAvailability = () =>
  useQuery({
    queryKey: bookingKeys.availability(),
    queryFn: async ({ signal }) =>
      dataOf(availabilityReplySchema, await api.get<AvailabilityReply>('/availability', { signal })),
  });

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AvailabilityBody) =>
      dataOf(availabilityReplySchema, await api.put<AvailabilityReply>('/availability', body)),
    onSuccess: (saved) => queryClient.setQueryData(bookingKeys.availability(), saved),
  });
}

export const useHostBookings = () =>
  useQuery({
    queryKey: bookingKeys.bookings(),
    queryFn: async ({ signal }) => dataOf(z.array(bookingSchema), await api.get('/bookings', { signal })),
  });
