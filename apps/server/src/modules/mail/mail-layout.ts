import type { Locale } from '@vm/contracts';
import type { OutgoingMail } from './mail-types';

export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'button'; text: string; href: string }
  | { kind: 'note'; text: string }
  /** A row of small links after a label ('Add to your calendar: Google Calendar · Outlook · ...'). */
  | { kind: 'links'; label: string; links: Array<{ text: string; href: string }> };

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="font-size:20px;margin:0 0 16px">${escape(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 12px;line-height:1.5">${escape(block.text)}</p>`;
    case 'code':
      return `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0;font-family:monospace">${escape(block.text)}</p>`;
    case 'button':
      // A table-cell button: Outlook for Windows (Word's renderer) ignores padding and background on a
      // link, but paints a cell's bgcolor and padding; other readers round its corners.
      return `<table role="presentation" border="0" cellspacing="0" cellpadding="0" style="margin:20px 0"><tr><td align="center" bgcolor="#2563eb" style="background:#2563eb;border-radius:6px;padding:12px 20px"><a href="${escape(block.href)}" target="_blank" style="color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;line-height:20px;text-decoration:none;display:inline-block">${escape(block.text)}</a></td></tr></table>`;
    case 'note':
      return `<p style="margin:16px 0 0;color:#6b7280;font-size:13px;line-height:1.5">${escape(block.text)}</p>`;
    case 'links':
      return `<p style="margin:12px 0;line-height:1.8">${escape(block.label)}: ${block.links
        .map((link) => `<a href="${escape(link.href)}" style="color:#2563eb">${escape(link.text)}</a>`)
        .join(' &middot; ')}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(block.text.length)}`;
    case 'code':
      return `    ${block.text}`;
    case 'button':
      return `${block.text}: ${block.href}`;
    case 'links':
      return [`${block.label}:`, ...block.links.map((link) => `- ${link.text}: ${link.href}`)].join('\n');
    default:
      return block.text;
  }
}

/**
 * One layout for every e-mail: an HTML part and an equivalent plain-text part. The HTML is laid out
 * with tables, which every mail reader renders, Outlook for Windows included: a full-width grey table,
 * a white card at most 600 px wide (a fixed 600 px table only for Outlook, which ignores max-width), and
 * a viewport meta so phones show it at their own width.
 */
export function renderMail(to: string, subject: string, locale: Locale, blocks: MailBlock[]): OutgoingMail {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="X-UA-Compatible" content="IE=edge"><title>${escape(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;background:#f3f4f6;margin:0;padding:0">
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f3f4f6" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" border="0" cellspacing="0" cellpadding="0"><tr><td><![endif]-->
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="max-width:600px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;color:#111827;font-size:15px">
<p style="color:#2563eb;font-weight:bold;margin:0 0 16px">Video Meeting</p>
${blocks.map(blockHtml).join('\n')}
</td></tr></table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`;
  const text = `${blocks.map(blockText).join('\n\n')}\n\n-- \nVideo Meeting\n`;
  return { to, subject, html, text };
}
