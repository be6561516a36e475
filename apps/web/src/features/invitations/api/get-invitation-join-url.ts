import { api } from '#web/lib/api-client.ts';
import { dataOf, invitationPath } from './invitation-keys';

/**
 * The invitee's room link with a short-lived join token, inside the join window. Asked for at the
 * moment of joining and never cached: the token expires.
 */
export async function getInvitationJoinUrl(id: string): Promise<string> {
  return dataOf(await api.get<string>(`${invitationPath(id)}/join`));
}
