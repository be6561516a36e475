import { api, type DownloadedFile } from '#web/lib/api-client.ts';

/**
 * The organizer's .ics of their meeting. It needs the session's Bearer token, so it is fetched here and
 * saved by the page rather than linked (docs/product.md, 'Add to calendar').
 */
export function downloadMeetingCalendar(id: string): Promise<DownloadedFile> {
  return api.file(`/meetings/${encodeURIComponent(id)}/calendar.ics`);
}
