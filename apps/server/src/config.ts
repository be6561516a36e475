// Longer than 250 lines because the whole environment is read in one place: each setting's zod rule and
// default (envSchema), the typed Config the app gets, and loadConfig, which maps one to the other and
// refuses combinations that cannot work. Billing's settings are already in billing-config.ts, inbound
// mail's in inbound-mail-config.ts.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { planSchema } from '@vm/contracts';
import { trustedProxiesSetting } from './http/trusted-proxies';
import { turnTlsSettings, type TurnTlsSettings } from './modules/media/turn/turn-tls-settings';
import { billingConfig, billingSettings, type BillingConfig } from './modules/billing/billing-config';
import {
  inboundMailConfig,
  inboundMailSettings,
  type InboundMailConfig,
} from './modules/inbound-mail/inbound-mail-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const port = z.coerce
  .number({ error: 'expected a port number' })
  .int({ error: 'expected a whole port number' })
  .min(0, { error: 'expected a port between 0 and 65535' })
  .max(65535, { error: 'expected a port between 0 and 65535' });

const url = (protocols: RegExp, hint: string) =>
  z.string().refine((value) => protocols.test(value) && URL.canParse(value), { error: `expected ${hint}` });

/** The environment the server reads (each variable and its default: README.md, 'Configuration'). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(/^https?:\/\//, 'an http(s) URL such as https://meet.example.com').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^(postgres(ql)?|sqlite|file):/, 'a postgres:// URL or a sqlite file path').optional(),
  REDIS_URL: url(/^rediss?:\/\//, 'a redis:// URL').optional(),
  // Goes into a response header and Redis keys: letters, digits and . _ - only.
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: 'expected 1 to 64 letters, digits, dots, dashes or underscores' })
    .optional(),
  // SIGTERM: the rooms move to other nodes at once; this bounds how long closing may take after that.
  DRAIN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SMTP_URL: url(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Video Meeting <no-reply@localhost>'),
  SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  DEFAULT_PLAN: planSchema.default('free'),
  DEV_MAILBOX: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustedProxiesSetting,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_MAX_ATTEMPTS_PER_CODE: z.coerce.number().int().min(1).max(1000).default(15),
  OTP_MAX_FAILURES_PER_ADDRESS_DAY: z.coerce.number().int().min(1).max(100_000).default(40),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  OTP_MAX_PER_ADDRESS_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(6),
  OTP_MAX_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  OTP_MAX_PER_IP_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Empty means unset, as `OPERATOR_TOKEN=` in an env file reads.
  OPERATOR_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  ROOM_CONNECTIONS_PER_IP_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  GUEST_JOINS_PER_IP_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  ROOM_LOOKUPS_PER_IP_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  LOBBY_REQUESTS_PER_MEETING_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Speakers a large meeting's stage holds at once (decision record 044); each speaker is a publisher the media
  // server fans out.
  STAGE_MAX_SPEAKERS: z.coerce.number().int().min(1).max(100).default(25),
  MEDIA_SERVER_URL: z
    .string()
    .refine((value) => value.split(',').every((url) => /^wss?:\/\//.test(url.trim()) && URL.canParse(url.trim())), {
      error: 'expected one or more comma-separated ws:// Janus WebSocket URLs',
    })
    .optional(),
  // Each media server's address on the media servers' private network, one per MEDIA_SERVER_URL entry
  // (default: the URL's host): where another server sends it copies of a large meeting's speakers.
  MEDIA_SERVER_PRIVATE_ADDRESSES: z
    .string()
    .refine((value) => value.split(',').every((address) => address.trim().length > 0), {
      error: 'expected comma-separated addresses, one per MEDIA_SERVER_URL entry',
    })
    .optional(),
  // Participants one media server carries before a large meeting's audience goes to the next (decision record 047).
  MEDIA_SERVER_MAX_SUBSCRIBERS: z.coerce.number().int().min(1).max(1_000_000).default(500),
  ICE_SERVERS: z
    .string()
    .refine(isIceServerList, { error: 'expected a JSON array of {urls, username?, credential?}' })
    .optional(),
  // Browsers' TURN relay (decision record 063): unset runs a managed coturn beside the product; a comma list
  // of turn:/turns: URLs names your own servers, which share TURN_SECRET; 'off' hands out no TURN server.
  // Empty means unset, as `TURN_URLS=` in an env file reads.
  TURN_URLS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => value === 'off' || value.split(',').every((entry) => /^turns?:[^\s]+$/.test(entry.trim())), {
        error: "expected comma-separated turn: or turns: URLs, or 'off'",
      })
      .optional(),
  ),
  TURN_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  // The managed coturn's port on 127.0.0.1; 0 picks a free one at each start (tests).
  TURN_PORT: port.default(3478),
  // TURN over TLS on the managed coturn (turn-tls-settings.ts): all three or none; 0 picks a free port (tests).
  TURN_TLS_PORT: z.preprocess((value) => (value === '' ? undefined : value), port.optional()),
  TURN_TLS_CERT: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  TURN_TLS_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  TURN_CREDENTIAL_HOURS: z.coerce.number().min(0.1).max(168).default(12),
  TURNSERVER_PATH: z.string().min(1).optional(),
  RTC_MIN_PORT: z.coerce.number().int().min(1024).max(65535).default(20000),
  RTC_MAX_PORT: z.coerce.number().int().min(1024).max(65535).default(20999),
  RTC_ANNOUNCED_IP: z.union([z.ipv4(), z.ipv6()], { error: 'expected an IP address' }).optional(),
  JANUS_PATH: z.string().min(1).optional(),
  // Absolute: the same path is given to Janus as the rooms' rec_dir (docs/decisions/031).
  MEDIA_RECORDINGS_DIR: z
    .string()
    .refine((value) => path.isAbsolute(value), { error: 'expected an absolute path' })
    .optional(),
  // Recording storage of Enterprise accounts, in GB (Free and Pro are fixed by the plans); fractions allowed.
  ENTERPRISE_STORAGE_GB: z.coerce
    .number({ error: 'expected a number of gigabytes' })
    .min(0)
    .max(1_000_000)
    .default(1000),
  // Cloud recording's processing (docs/decisions/033): Janus's files are cut into segments
  // of at most this long, each composed as soon as it closes; a few seconds in tests.
  RECORDING_SEGMENT_SECONDS: z.coerce.number().int().min(2).max(3600).default(3600),
  // Processing jobs at once on this node; composing is CPU-bound, so one per two cores by default.
  RECORDING_JOBS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.floor(os.availableParallelism() / 2))),
  // A job (one segment's composition, or the final join) is killed after this and tried again.
  RECORDING_JOB_TIMEOUT_MINUTES: z.coerce
    .number()
    .min(0.1)
    .max(24 * 60)
    .default(120),
  RECORDING_JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  // A failed recording's raw tracks are kept this long, so the operator can retry it.
  RECORDING_RAW_KEEP_DAYS: z.coerce.number().min(0).max(365).default(7),
  MEETING_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // How often a node looks for meeting reminders that are due (docs/decisions/035).
  REMINDER_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // How often booking pages read the hosts' calendar feeds again (decision record 069); fractions for tests.
  BOOKING_FEED_REFRESH_MINUTES: z.coerce.number().min(0.01).max(1440).default(5),
  // Lets the server read addresses inside its own networks (calendar feeds): tests and private deployments.
  FETCH_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  // The longest the server waits for such an address, redirects and body included.
  FETCH_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  MAIL_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400_000)
    .default(15 * 60_000),
  ...billingSettings,
  ...inboundMailSettings,
});

export type Env = z.infer<typeof envSchema>;

/** A STUN or TURN server handed to browsers (RTCIceServer). */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

function isIceServerList(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return (
      Array.isArray(parsed) &&
      parsed.every((server) => typeof server === 'object' && server !== null && 'urls' in server)
    );
  } catch {
    return false;
  }
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  /** Set: this node is one of several that share the database, the key and room state through Redis. */
  redisUrl: string | undefined;
  /** NODE_ID; absent means the cluster module makes a random one (node-id.ts). */
  nodeId: string | undefined;
  /** After SIGTERM the process exits within this many seconds, whatever is still open. */
  drainSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absent here means: generate one and keep it in DATA_DIR (see secret-key.ts). */
  secretKey: string | undefined;
  defaultPlan: Env['DEFAULT_PLAN'];
  devMailbox: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  mail: { pollMs: number; retryBaseMs: number; retryMaxMs: number };
  /**
   * TRUST_PROXY: the addresses and CIDR ranges of the only proxies whose X-Forwarded-For names the
   * client (Fastify's trustProxy); empty trusts nobody (docs/decisions/049).
   */
  trustedProxies: string[];
  sessionTtlDays: number;
  /** Invitation e-mails one organizer may cause, so an account cannot relay spam. */
  invitationLimits: { perHour: number; perDay: number };
  media: {
    /** Janus WebSocket URLs to use; empty means: run a managed Janus child process. */
    serverUrls: string[];
    /** Each URL's server's address on the media servers' private network (MEDIA_SERVER_PRIVATE_ADDRESSES). */
    privateAddresses: string[];
    /** Participants one media server takes before a large meeting's audience goes to another. */
    maxSubscribers: number;
    /** ICE_SERVERS: STUN servers only (a TURN entry is refused: its password would never expire). */
    iceServers: IceServer[];
    /** The TURN relay every participant gets a short-lived credential for (decision record 063). */
    turn: TurnSettings;
    rtcMinPort: number;
    rtcMaxPort: number;
    announcedIp: string | undefined;
    /** The janus binary for the managed mode (default: found on PATH or /usr/bin/janus). */
    janusPath: string | undefined;
    /**
     * MEDIA_RECORDINGS_DIR: where the media servers write recordings, as mounted on this node (and at
     * the same path on the Janus machines). Needed to record with MEDIA_SERVER_URL; the managed Janus
     * writes under DATA_DIR/recordings/raw without it.
     */
    recordingsDir: string | undefined;
  };
  /** Recording storage of an Enterprise account, in GB (ENTERPRISE_STORAGE_GB); Free and Pro are fixed. */
  enterpriseStorageGb: number;
  /** Cloud recording's segments and processing jobs (RECORDING_*). */
  recordings: {
    segmentMs: number;
    jobConcurrency: number;
    jobTimeoutMs: number;
    jobPollMs: number;
    rawKeepMs: number;
  };
  /** How often the status job ends missed and finished meetings. */
  meetingSweepMs: number;
  /** Stripe, or the test checkout, or neither (STRIPE_*, TEST_CHECKOUT; docs/decisions/053). */
  billing: BillingConfig;
  /** The SMTP listener for calendar replies (INBOUND_*; decision record 061); absent: invitations name the organizer. */
  inboundMail: InboundMailConfig | undefined;
  /** How often the reminder job queues the reminders that are due. */
  reminderPollMs: number;
  /** How often the hosts' calendar feeds are read again (BOOKING_FEED_REFRESH_MINUTES). */
  bookingFeedRefreshMs: number;
  /** FETCH_ALLOW_PRIVATE_ADDRESSES: the outbound reader may reach loopback and private addresses. */
  fetchAllowPrivateAddresses: boolean;
  /** FETCH_TIMEOUT_SECONDS, in milliseconds: the whole read of an outside address. */
  fetchTimeoutMs: number;
  /** Room signaling sockets one client address may open per minute. */
  roomConnectionsPerIpMinute: number;
  /** Speakers a large meeting's stage holds at once (STAGE_MAX_SPEAKERS). */
  stageMaxSpeakers: number;
  /** Guest joins (POST /meetings/:id/join) one client address may make per minute: codes cannot be enumerated. */
  guestJoinsPerIpMinute: number;
  /** Room link look-ups (GET /meetings/:code/room, no sign-in) one client address may make per minute. */
  roomLookupsPerIpMinute: number;
  /** Lobby entries one meeting accepts per minute, so nobody floods a host's lobby. */
  lobbyRequestsPerMeetingMinute: number;
  /** Bearer token that unlocks operator details (health details, metrics); absent means nobody gets them. */
  operatorToken: string | undefined;
  otp: {
    ttlMinutes: number;
    /** Wrong tries one client address gets on one code. */
    maxAttempts: number;
    /** Wrong tries on one code from other client addresses than its requester's, without the device cookie, together. */
    maxAttemptsPerCode: number;
    /** Strangers' wrong tries (and tries open on their live codes) per e-mail address a day before they wait longer and longer. */
    maxFailuresPerAddressDay: number;
    /** Minimum time between two codes for one e-mail address and purpose asked from one client address. */
    resendSeconds: number;
    /** Codes for one e-mail address asked from one client address per hour. */
    maxPerAddressIpHour: number;
    /** Codes for one e-mail address per hour from all client addresses together (keeps inboxes from flooding); never refuses its device cookie. */
    maxPerAddressHour: number;
    /** Codes one client address (IPv4, or IPv6 /64) may ask for per hour. */
    maxPerIpHour: number;
  };
}

/**
 * TURN: `managed` runs coturn where the product listens (optionally with TLS) with a secret picked at each start; `external` hands out
 * TURN_URLS with credentials signed by TURN_SECRET; `off` hands out none.
 */
export type TurnSettings = { credentialHours: number } & (
  | { mode: 'managed'; port: number; binary: string | undefined; tls: TurnTlsSettings | undefined }
  | { mode: 'external'; urls: string[]; secret: string }
  | { mode: 'off' }
);

export class ConfigError extends Error {}

/** Settings whose value a configuration error never repeats. */
const SECRET_SETTINGS = ['SECRET_KEY', 'OPERATOR_TOKEN', 'TURN_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Validates the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = source[name];
    const secret = SECRET_SETTINGS.includes(name) || name.endsWith('_URL');
    const shown = secret ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  const env = parsed.data;
  // A renamed limit must not be ignored silently: the operator meant to set a ceiling (decision record 007).
  if (source.OTP_MAX_FAILURES_PER_ADDRESS_HOUR !== undefined) {
    throw new ConfigError(
      'Invalid environment variable OTP_MAX_FAILURES_PER_ADDRESS_HOUR: it is no longer read; set OTP_MAX_FAILURES_PER_ADDRESS_DAY (wrong tries by strangers per e-mail address a day) instead',
    );
  }
  if (env.RTC_MIN_PORT > env.RTC_MAX_PORT) {
    throw new ConfigError('Invalid environment variable RTC_MIN_PORT: must not be above RTC_MAX_PORT');
  }
  if (env.DEV_MAILBOX === false && !env.SMTP_URL) {
    throw new ConfigError('Invalid environment variable DEV_MAILBOX: false needs SMTP_URL, or mail has nowhere to go');
  }
  const serverUrls = env.MEDIA_SERVER_URL ? env.MEDIA_SERVER_URL.split(',').map((url) => url.trim()) : [];
  const addressCount = env.MEDIA_SERVER_PRIVATE_ADDRESSES?.split(',').length;
  if (addressCount !== undefined && addressCount !== serverUrls.length) {
    throw new ConfigError(
      `Invalid environment variable MEDIA_SERVER_PRIVATE_ADDRESSES: ${addressCount} addresses for ${serverUrls.length} MEDIA_SERVER_URL entries`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const database = databaseFrom(env.DATABASE_URL, dataDir);
  if (env.REDIS_URL) refuseLoneNodeSettings(database, env.SECRET_KEY);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir,
    database,
    redisUrl: env.REDIS_URL,
    nodeId: env.NODE_ID,
    drainSeconds: env.DRAIN_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    secretKey: env.SECRET_KEY,
    defaultPlan: env.DEFAULT_PLAN,
    // The dev mailbox is the fallback when no SMTP server is configured; it can be forced off.
    devMailbox: env.DEV_MAILBOX ?? !env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    mail: { pollMs: env.MAIL_POLL_MS, retryBaseMs: env.MAIL_RETRY_BASE_MS, retryMaxMs: env.MAIL_RETRY_MAX_MS },
    trustedProxies: env.TRUST_PROXY,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    meetingSweepMs: env.MEETING_SWEEP_MS,
    billing: billingConfig(env, Boolean(env.REDIS_URL), (message) => new ConfigError(message)),
    reminderPollMs: env.REMINDER_POLL_MS,
    bookingFeedRefreshMs: Math.round(env.BOOKING_FEED_REFRESH_MINUTES * 60_000),
    fetchAllowPrivateAddresses: env.FETCH_ALLOW_PRIVATE_ADDRESSES,
    fetchTimeoutMs: Math.round(env.FETCH_TIMEOUT_SECONDS * 1000),
    inboundMail: inboundMailConfig(
      env,
      !env.SMTP_URL && (env.DEV_MAILBOX ?? true),
      (message) => new ConfigError(message),
    ),
    enterpriseStorageGb: env.ENTERPRISE_STORAGE_GB,
    recordings: {
      segmentMs: env.RECORDING_SEGMENT_SECONDS * 1000,
      jobConcurrency: env.RECORDING_JOBS,
      jobTimeoutMs: Math.round(env.RECORDING_JOB_TIMEOUT_MINUTES * 60_000),
      jobPollMs: env.RECORDING_JOB_POLL_MS,
      rawKeepMs: Math.round(env.RECORDING_RAW_KEEP_DAYS * 86_400_000),
    },
    media: {
      serverUrls,
      privateAddresses: env.MEDIA_SERVER_PRIVATE_ADDRESSES
        ? env.MEDIA_SERVER_PRIVATE_ADDRESSES.split(',').map((address) => address.trim())
        : serverUrls.map((url) => new URL(url).hostname.replace(/^\[(.*)\]$/, '$1')),
      maxSubscribers: env.MEDIA_SERVER_MAX_SUBSCRIBERS,
      iceServers: stunServersOnly(env.ICE_SERVERS),
      turn: turnSettings(env),
      rtcMinPort: env.RTC_MIN_PORT,
      rtcMaxPort: env.RTC_MAX_PORT,
      announcedIp: env.RTC_ANNOUNCED_IP,
      janusPath: env.JANUS_PATH,
      recordingsDir: env.MEDIA_RECORDINGS_DIR ? path.normalize(env.MEDIA_RECORDINGS_DIR) : undefined,
    },
    invitationLimits: { perHour: env.INVITATIONS_PER_HOUR, perDay: env.INVITATIONS_PER_DAY },
    roomConnectionsPerIpMinute: env.ROOM_CONNECTIONS_PER_IP_MINUTE,
    stageMaxSpeakers: env.STAGE_MAX_SPEAKERS,
    guestJoinsPerIpMinute: env.GUEST_JOINS_PER_IP_MINUTE,
    roomLookupsPerIpMinute: env.ROOM_LOOKUPS_PER_IP_MINUTE,
    lobbyRequestsPerMeetingMinute: env.LOBBY_REQUESTS_PER_MEETING_MINUTE,
    operatorToken: env.OPERATOR_TOKEN,
    otp: {
      ttlMinutes: env.OTP_TTL_MINUTES,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      maxAttemptsPerCode: env.OTP_MAX_ATTEMPTS_PER_CODE,
      maxFailuresPerAddressDay: env.OTP_MAX_FAILURES_PER_ADDRESS_DAY,
      resendSeconds: env.OTP_RESEND_SECONDS,
      maxPerAddressIpHour: env.OTP_MAX_PER_ADDRESS_IP_HOUR,
      maxPerAddressHour: env.OTP_MAX_PER_ADDRESS_HOUR,
      maxPerIpHour: env.OTP_MAX_PER_IP_HOUR,
    },
  };
}

/** ICE_SERVERS as a list; a turn:/turns: entry would hand every browser one password that never expires. */
function stunServersOnly(value: string | undefined): IceServer[] {
  const servers = value ? (JSON.parse(value) as IceServer[]) : [];
  const urls = servers.flatMap((server) => (Array.isArray(server.urls) ? server.urls : [server.urls]));
  if (urls.some((entry) => /^turns?:/i.test(entry.trim()))) {
    throw new ConfigError(
      'Invalid environment variable ICE_SERVERS: it takes STUN servers only; a TURN server goes in TURN_URLS with TURN_SECRET (the coturn static-auth-secret), so each participant gets a short-lived credential instead of one shared password',
    );
  }
  return servers;
}

function turnSettings(env: Env): TurnSettings {
  const credentialHours = env.TURN_CREDENTIAL_HOURS;
  const tls = turnTlsSettings(env, (name, problem) => {
    throw new ConfigError(`Invalid environment variable ${name}: ${problem}`);
  });
  if (env.TURN_URLS === 'off') return { mode: 'off', credentialHours };
  if (env.TURN_URLS) {
    if (!env.TURN_SECRET) {
      throw new ConfigError(
        "Invalid environment variable TURN_SECRET: TURN_URLS needs it, the static-auth-secret your TURN servers share (coturn's use-auth-secret)",
      );
    }
    const urls = env.TURN_URLS.split(',').map((entry) => entry.trim());
    return { mode: 'external', urls, secret: env.TURN_SECRET, credentialHours };
  }
  if (env.TURN_SECRET) {
    throw new ConfigError(
      'Invalid environment variable TURN_SECRET: it is read with TURN_URLS only; the managed TURN server picks a new secret at each start',
    );
  }
  return { mode: 'managed', port: env.TURN_PORT, binary: env.TURNSERVER_PATH, tls, credentialHours };
}

/**
 * REDIS_URL joins this node to others (docs/decisions/027). They must see one database, which a
 * SQLite file per machine is not, and one SECRET_KEY, or a join token or sign-in code made on one
 * node fails on the next (a generated key is per DATA_DIR, so per machine).
 */
function refuseLoneNodeSettings(database: Config['database'], secretKey: string | undefined): void {
  if (database.dialect === 'sqlite') {
    throw new ConfigError(
      'Invalid environment variable DATABASE_URL: with REDIS_URL every node must share one PostgreSQL database (postgres://...), not a SQLite file',
    );
  }
  if (!secretKey) {
    throw new ConfigError(
      'Invalid environment variable SECRET_KEY: with REDIS_URL every node must be given the same SECRET_KEY (32+ characters); a generated one differs per node',
    );
  }
}

function databaseFrom(databaseUrl: string | undefined, dataDir: string): Config['database'] {
  if (databaseUrl && /^postgres(ql)?:/.test(databaseUrl)) return { dialect: 'postgres', url: databaseUrl };
  if (databaseUrl) {
    const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
    return { dialect: 'sqlite', file: path.resolve(file) };
  }
  return { dialect: 'sqlite', file: path.join(dataDir, 'video-meeting.db') };
}
