import type { AnchorHTMLAttributes } from 'react';
import { env } from '#web/config/env.ts';

/**
 * Where sales and support mail goes: VITE_CONTACT_EMAIL at build time, else the product's
 * placeholder address (a reserved .example domain, so an unconfigured build never mails a stranger).
 */
export const contactEmail = env.contactEmail ?? 'sales@videomeeting.example';

type MailLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { subject?: string };

/** A mailto: link to the contact address, with an optional subject. */
export function MailLink({ subject, ...props }: MailLinkProps) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${contactEmail}${query}`} {...props} />;
}
