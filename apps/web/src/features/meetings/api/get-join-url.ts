import { api } from '#web/lib/api-client.ts';
import { dataOf } from './meeting-keys';

/**
 * The signed-in organizer's (or invitee's) room link with a short-lived join token. Asked for at
 * the moment of joining, never cached: the token expires.
 */
export async function getJoinUrl(id: string): Promise<string> {
  return dataOf(await api.get<string>(`/meetings/${encodeURIComponent(id)}/join-url`));
}
