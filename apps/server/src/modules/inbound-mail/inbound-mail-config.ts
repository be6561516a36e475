import { z } from 'zod';

const port = z.coerce
  .number({ error: 'expected a port number' })
  .int({ error: 'expected a whole port number' })
  .min(0, { error: 'expected a port between 0 and 65535' })
  .max(65535, { error: 'expected a port between 0 and 65535' });

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');

/** The environment variables of calendar replies (README.md, 'Configuration'; decision record 061). */
export const inboundMailSettings = {
  // Empty turns the listener off, the quick start's too; unset leaves it to the quick start.
  INBOUND_MAIL_DOMAIN: z
    .string()
    .refine((value) => value === '' || (value.length <= 253 && DOMAIN.test(value)), {
      error: 'expected a domain name such as reply.meet.example.com',
    })
    .optional(),
  INBOUND_SMTP_HOST: z.string().min(1).optional(),
  INBOUND_SMTP_PORT: port.optional(),
};

type InboundMailEnv = z.output<z.ZodObject<typeof inboundMailSettings>>;

export interface InboundMailConfig {
  /** Reply addresses are `reply+<token>@domain`; mail for it must reach the listener (MX or a relay). */
  domain: string;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** The quick start's own listener: a busy port is then a warning, not a failed start. */
  quickStart: boolean;
}

/** The port the listener takes unless told otherwise: 25 needs privileges, so a relay or redirect forwards it. */
export const DEFAULT_INBOUND_SMTP_PORT = 2525;
/** The quick start's domain: nothing outside this machine can send to it, a local test can. */
export const QUICK_START_INBOUND_DOMAIN = 'reply.localhost';

/**
 * Inbound mail is on with INBOUND_MAIL_DOMAIN, or in the quick start (no SMTP_URL, the dev mailbox
 * keeps mail) on 127.0.0.1; off otherwise, or with INBOUND_MAIL_DOMAIN empty.
 */
export function inboundMailConfig(
  env: InboundMailEnv,
  quickStart: boolean,
  refuse: (message: string) => Error,
): InboundMailConfig | undefined {
  const domain = env.INBOUND_MAIL_DOMAIN;
  const port = env.INBOUND_SMTP_PORT ?? DEFAULT_INBOUND_SMTP_PORT;
  if (domain)
    return { domain: domain.toLowerCase(), host: env.INBOUND_SMTP_HOST ?? '0.0.0.0', port, quickStart: false };
  if (domain === undefined && quickStart) {
    return { domain: QUICK_START_INBOUND_DOMAIN, host: env.INBOUND_SMTP_HOST ?? '127.0.0.1', port, quickStart: true };
  }
  for (const name of ['INBOUND_SMTP_HOST', 'INBOUND_SMTP_PORT'] as const) {
    if (env[name] !== undefined) {
      throw refuse(`Invalid environment variable ${name}: calendar replies need INBOUND_MAIL_DOMAIN to listen`);
    }
  }
  return undefined;
}
