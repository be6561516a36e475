import type { Browser } from 'playwright-core';
import { createMeeting, guestJoinUrl, hostJoinUrl, type Account } from './product-api';
import { joinInBrowser, type RoomPage } from './room-page';

/** Where each side loads the test client page and reaches the product. */
export interface MeetingAcrossLink {
  product: { baseUrl: string; port: number };
  /** The test client page server (support/page-server.ts), on every address. */
  pages: { url: string; port: number };
  /** The organizer's browser, in the product's namespace. */
  organizerBrowser: Browser;
  /** The guest's browser, on a test host, and the product's address as that host sees it. */
  guestBrowser: Browser;
  serverAddress: string;
}

/**
 * The connectivity tests' meeting: the organizer joins from the product's own namespace, on an open
 * network; the guest joins from a test host across its link, through whatever its network lets by.
 * Both publish. Returns both pages and the ids the others know them by.
 */
export async function meetAcrossLink(where: MeetingAcrossLink, organizer: Account, guestName: string) {
  const { product, pages, serverAddress } = where;
  const meeting = await createMeeting(product.baseUrl, organizer, { isPublic: true });
  const organizerPage: RoomPage = await joinInBrowser(
    where.organizerBrowser,
    pages.url,
    product.baseUrl,
    await hostJoinUrl(product.baseUrl, organizer, meeting.id),
  );
  const organizerId = (await organizerPage.message('joined')).self.id;
  const guestPage: RoomPage = await joinInBrowser(
    where.guestBrowser,
    `http://${serverAddress}:${pages.port}/`,
    `http://${serverAddress}:${product.port}`,
    await guestJoinUrl(product.baseUrl, meeting.id, guestName),
  );
  const guestId = (await guestPage.message('joined')).self.id;
  return { organizerPage, organizerId, guestPage, guestId };
}
