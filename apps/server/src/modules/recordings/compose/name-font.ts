import fs from 'node:fs';

/** Debian's fonts-dejavu-core puts DejaVu Sans here; it covers Latin, Turkish and Cyrillic names. */
export const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/**
 * The font for names under the tiles, or null to draw none. Only the fixed DejaVu path counts: asking
 * fontconfig (`fc-match`) would always answer with some font, not necessarily one with these glyphs,
 * and the product adds no font package of its own.
 */
export function findNameFont(candidate: string = DEJAVU_SANS): string | null {
  return fs.existsSync(candidate) ? candidate : null;
}
