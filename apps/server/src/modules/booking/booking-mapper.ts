import type { Availability, Booking, BookerBooking, BookingQuestion, BookingType, MeetingBooking } from '@vm/contracts';
import type { AvailabilityRow, BookingRow, BookingTypeRow } from './booking-rows';

export const bookingPath = (handle: string, slug: string) => `/book/${handle}/${slug}`;

/** A type's questions, or a booking's questions as asked (JSON columns of migration 0026). */
export const questionsOf = (row: { questions: string }): BookingQuestion[] =>
  JSON.parse(row.questions || '[]') as BookingQuestion[];

const answersOf = (row: BookingRow) => JSON.parse(row.answers) as Record<string, string>;

/** Each question asked, with its answer ('' when the visitor left it out). */
export function answeredOf(row: BookingRow): Array<{ label: string; answer: string }> {
  const answers = answersOf(row);
  return questionsOf(row).map((question) => ({ label: question.label, answer: answers[question.id] ?? '' }));
}

export function toBookingType(row: BookingTypeRow, handle: string): BookingType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    durationMinutes: Number(row.duration_minutes),
    isPublic: Boolean(row.is_public),
    requireApproval: Boolean(row.require_approval),
    allowRecording: Boolean(row.allow_recording),
    enabled: Boolean(row.enabled),
    questions: questionsOf(row),
    url: bookingPath(handle, row.slug),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toAvailability(row: AvailabilityRow): Availability {
  return {
    timeZone: row.time_zone,
    weeklyHours: JSON.parse(row.weekly_hours) as Availability['weeklyHours'],
    dateOverrides: JSON.parse(row.date_overrides) as Availability['dateOverrides'],
    minimumNoticeMinutes: Number(row.minimum_notice_minutes),
    horizonDays: Number(row.horizon_days),
    bufferBeforeMinutes: Number(row.buffer_before_minutes),
    bufferAfterMinutes: Number(row.buffer_after_minutes),
    maxPerDay: row.max_per_day === null ? null : Number(row.max_per_day),
    slotStepMinutes: row.slot_step_minutes === null ? null : (Number(row.slot_step_minutes) as 15 | 30 | 60),
  };
}

export function availabilityRow(hostId: string, availability: Availability, at: string): AvailabilityRow {
  return {
    host_id: hostId,
    time_zone: availability.timeZone,
    weekly_hours: JSON.stringify(availability.weeklyHours),
    date_overrides: JSON.stringify(availability.dateOverrides),
    minimum_notice_minutes: availability.minimumNoticeMinutes,
    horizon_days: availability.horizonDays,
    buffer_before_minutes: availability.bufferBeforeMinutes,
    buffer_after_minutes: availability.bufferAfterMinutes,
    max_per_day: availability.maxPerDay,
    slot_step_minutes: availability.slotStepMinutes,
    updated_at: at,
  };
}

export function toBooking(row: BookingRow, title: string): Booking {
  return {
    id: row.id,
    bookingTypeId: row.booking_type_id,
    title,
    start: row.start_time,
    end: row.end_time,
    status: row.status as Booking['status'],
    bookerName: row.booker_name,
    bookerEmail: row.booker_email,
    bookerPhone: row.booker_phone,
    answers: answersOf(row),
    answered: answeredOf(row),
    note: row.note,
    timeZone: row.time_zone,
    meetingId: row.meeting_id,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
  };
}

export function toBookerBooking(
  row: BookingRow,
  type: BookingTypeRow,
  host: { name: string; handle: string },
): BookerBooking {
  return {
    title: type.title,
    start: row.start_time,
    end: row.end_time,
    status: row.status as BookerBooking['status'],
    durationMinutes: Number(type.duration_minutes),
    bookerName: row.booker_name,
    timeZone: row.time_zone,
    hostName: host.name,
    handle: host.handle,
    slug: type.slug,
    cancelledAt: row.cancelled_at,
  };
}

/** The booking behind a meeting, as the host's meeting reply carries it. */
export function toMeetingBooking(row: BookingRow): MeetingBooking {
  return {
    status: row.status as MeetingBooking['status'],
    bookerName: row.booker_name,
    bookerEmail: row.booker_email,
    bookerPhone: row.booker_phone,
    note: row.note,
    answered: answeredOf(row),
  };
}
