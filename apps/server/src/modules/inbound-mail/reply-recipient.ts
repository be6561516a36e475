/**
 * A reply address is `reply+<token>@<INBOUND_MAIL_DOMAIN>`, the token 32 hex digits (128 bits, decision
 * record 061). Mail systems may change the case of an address, so both parts compare without it.
 */
const REPLY_ADDRESS = /^reply\+([0-9a-f]{32})@(.+)$/i;

/** The token a recipient address carries, or undefined when it is not one of our reply addresses. */
export function replyTokenOf(address: string, domain: string): string | undefined {
  const match = REPLY_ADDRESS.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return undefined;
  return match[1]!.toLowerCase();
}
