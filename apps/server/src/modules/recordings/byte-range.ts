import type { ByteRange } from './recording-store';

/** What to send for a Range header (RFC 9110, section 14): the whole file, one range, or 416. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads a single `bytes=` range, which is what players and download managers send when seeking or
 * resuming. Several ranges, or a header we cannot read, get the whole file: the RFC lets a server
 * ignore Range, and a 200 with the whole file is always correct.
 */
export function answerRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  // first > last makes the header invalid, and an invalid Range is ignored.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Number(last);
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}
