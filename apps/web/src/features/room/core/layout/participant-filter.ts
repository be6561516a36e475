import type { Participant } from '@vm/contracts';

/**
 * A name reduced to what a search compares: lower case by the reader's language (Turkish lowers
 * "I" to "ı" and "İ" to "i"), accents removed (NFD splits "ş" into "s" and a mark we drop), and the
 * dotless "ı", which has no accent to remove, folded to "i". So "isik", "IŞIK" and "Işık" all find
 * "Işık", in Turkish and in English.
 */
export function searchKey(text: string, language: string): string {
  return text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').trim();
}

/**
 * The people panel's rows: those whose name contains the search (all for an empty one), raised
 * hands first as the host answers them in turn, the rest in join order.
 */
export function filterParticipants(
  participants: readonly Participant[],
  query: string,
  language: string,
): Participant[] {
  const wanted = searchKey(query, language);
  const matching = wanted
    ? participants.filter((person) => searchKey(person.name, language).includes(wanted))
    : participants;
  return [...matching.filter((person) => person.handRaised), ...matching.filter((person) => !person.handRaised)];
}
