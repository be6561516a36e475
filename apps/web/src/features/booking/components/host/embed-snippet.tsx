import type { BookingType } from '@vm/contracts';
import { EMBED_HEIGHT_MESSAGE } from '../booking-frame';

/**
 * The HTML a host pastes into their own site (decision record 068): a frame of the booking page with
 * `?embed=1`, and a few lines that set the frame's height from the page's messages, so the frame
 * grows with the calendar and form instead of scrolling inside. Only messages from our origin and
 * from that frame are heeded.
 */
export function embedSnippet(type: Pick<BookingType, 'url' | 'slug' | 'title'>, origin: string): string {
  const id = `vm-booking-${type.slug}`;
  const title = type.title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    `<iframe id="${id}" src="${origin}${type.url}?embed=1" title="${title}" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>`,
    '<script>',
    "addEventListener('message', function (e) {",
    `  var f = document.getElementById('${id}');`,
    `  if (!f || e.origin !== '${origin}' || e.source !== f.contentWindow) return;`,
    `  if (e.data && e.data.type === '${EMBED_HEIGHT_MESSAGE}') f.style.height = e.data.height + 'px';`,
    '});',
    '</script>',
  ].join('\n');
}
