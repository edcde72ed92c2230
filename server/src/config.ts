import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_BUSINESS_SETTINGS,
  defaultPaymentMethods,
  parseBusinessHours,
  type BusinessSettings,
  type LocalizedText,
  type PaymentMethod,
} from '@darsak/common';
import { z } from 'zod';
import { parseDatabaseUrl, type DatabaseTarget } from './db/index.ts';
import { ipv6Groups } from './lib/limits/client-address.ts';
import { parseStorageUrl, type StorageTarget } from './storage/url.ts';

/** The repository root: data/ and web/dist live beside server/. */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

const DEV_SESSION_SECRET = 'development-only-secret-change-me-0123456789';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const HOURS_FORMAT =
  'must be days and hours like 1-5 09:00-17:00 (ISO weekdays, Beirut time, opening before closing) or Mon-Fri 9:00-17:00';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: 0.0.0.0, or loopback (localhost: 127.0.0.1 and ::1) while DEV_MAILBOX or SEED_DEMO_DATA is on.
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(), // default: http://localhost:<PORT>
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('darsak:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Darsak <no-reply@darsak.app>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().positive().default(120),
  // The absolute lifetime beside the sliding one: a session ends this many days after its sign-in
  // however active it stays (decision 073).
  SESSION_MAX_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  // Laravel's auth.password_timeout: how long a confirmed password (or a login) lets the session
  // change the password or delete the account (decision 073).
  PASSWORD_TIMEOUT: z.coerce.number().int().min(0).default(10800),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  RATING_WRITES_PER_HOUR: z.coerce.number().int().positive().default(60),
  FRONTEND_ORIGINS: z.string().optional(),
  // The cookie domain shared by the API host and a separately hosted SPA (e.g. .darsak.app).
  SESSION_DOMAIN: z
    .string()
    .regex(/^\.?([a-z0-9-]+\.)+[a-z0-9-]+$/i, 'must be a domain such as .darsak.app')
    .optional(),
  UPLOAD_DIR: z.string().default(resolve(ROOT_DIR, 'data/uploads')),
  // Where pictures and CVs go (decision 080): unset -> the database with PostgreSQL, UPLOAD_DIR otherwise.
  STORAGE_URL: z.string().trim().optional(),
  // GET /metrics with this bearer token (decision 081); unset: no /metrics at all.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // OpenTelemetry traces over OTLP/HTTP (e.g. http://collector:4318); unset: none.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().default('darsak'),
  // The build's version as shown on the System screen and in traces (e.g. a git commit); default: the server package's.
  APP_VERSION: z.string().trim().max(100).optional(),
  // On SIGTERM: how long in-flight requests may take before the instance exits anyway (decision 082).
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  // ...after answering /ready with 503 (and closing connections after each answer) for this long.
  // Admin reads (GET /api/admin/...) running at once per instance; more wait their turn (decision 082).
  ADMIN_READ_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  // PostgreSQL stops an admin read's statement after this long (ms; 0: never); it answers 503 server.read_timeout (decision 087).
  ADMIN_READ_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(2),
  WEB_DIST_DIR: z.string().default(resolve(ROOT_DIR, 'web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  // Both off unless asked for; refused unless APP_URL is a loopback address (npm start turns them on).
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('false'),
  DEV_MAILBOX: z.enum(['true', 'false']).default('false'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be the international number in digits only, e.g. 96170123456')
    .default(DEFAULT_BUSINESS_SETTINGS.whatsappNumber),
  INFO_EMAIL: z.email().default(DEFAULT_BUSINESS_SETTINGS.infoEmail),
  FACEBOOK_URL: z.url().default(DEFAULT_BUSINESS_SETTINGS.social.facebook),
  INSTAGRAM_URL: z.url().default(DEFAULT_BUSINESS_SETTINGS.social.instagram),
  LINKEDIN_URL: z.url().default(DEFAULT_BUSINESS_SETTINGS.social.linkedin),
  // Shown on the about page and in the footer only when set (no placeholder text on screen).
  // Plain text, or JSON {"en", "fr", "ar"} for an address written per language (decision 058).
  BUSINESS_ADDRESS: z.string().trim().max(1000).optional(),
  // Opening hours, structured ('1-5 09:00-17:00'; the old free text 'Mon-Fri 9:00-17:00' is read too).
  BUSINESS_HOURS: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || parseBusinessHours(v) !== null, HOURS_FORMAT),
  ORDER_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** The first lira rate (LBP per USD) when none was set from the back office (decision 077). */
  USD_LBP_RATE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(10_000_000).optional()),
  ORDER_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  PAYMENT_METHODS: z.string().optional(),
  // Sessions with tutors (decision 072).
  BOOKING_MIN_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(12),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  BOOKING_CANCEL_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  // The former name of the structured hours: read when BUSINESS_HOURS is not set.
  SUPPORT_HOURS: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || parseBusinessHours(v) !== null, HOURS_FORMAT),
});

/**
 * An operator's text: one string for every language, or {"en": ..., "fr": ..., "ar": ...} with
 * English required and the others optional (decision 058).
 */
const localizedTextSchema = (max: number) =>
  z.union([
    z.string().trim().min(1).max(max),
    z.strictObject({
      en: z.string().trim().min(1).max(max),
      fr: z.string().trim().min(1).max(max).optional(),
      ar: z.string().trim().min(1).max(max).optional(),
    }),
  ]);

const paymentMethodsSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]{1,32}$/, 'id: lower-case letters, digits and dashes'),
      name: localizedTextSchema(60),
      instructions: localizedTextSchema(500),
      account: localizedTextSchema(120).optional(),
    }),
  )
  .min(1)
  .refine((methods) => new Set(methods.map((m) => m.id)).size === methods.length, 'ids must be unique');

/** Zod's issues as the config error's lines: `  KEY[0].instructions.fr: message`. */
function configError(key: string, issues: z.core.$ZodIssue[]): ConfigError {
  const where = (path: PropertyKey[]) => path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  const lines = issues.flatMap((issue) =>
    // A text that is neither form: say what each form expects instead of "Invalid input".
    issue.code === 'invalid_union'
      ? [`  ${key}${where(issue.path)}: must be a text or {"en": ..., "fr": ..., "ar": ...} with "en" required`]
      : [`  ${key}${where(issue.path)}: ${issue.message}`],
  );
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * PAYMENT_METHODS: a JSON array of {id, name, instructions, account?}, each text a string or one
 * per language ({"en", "fr", "ar"}); unset: the four defaults, written in the three languages.
 */
function parsePaymentMethods(raw: string | undefined, whatsappNumber: string): PaymentMethod[] {
  if (raw === undefined) return defaultPaymentMethods(whatsappNumber);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_METHODS: must be a JSON array of {id, name, instructions, account?}');
  }
  const parsed = paymentMethodsSchema.safeParse(json);
  if (!parsed.success) throw configError('PAYMENT_METHODS', parsed.error.issues);
  return parsed.data;
}

/**
 * BUSINESS_ADDRESS: plain text (every language), or JSON {"en": ..., "fr": ..., "ar": ...} for an
 * address written per language; unset or blank: no address on screen.
 */
function parseBusinessAddress(raw: string | undefined): LocalizedText | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let value: unknown = text;
  if (text.startsWith('{')) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ConfigError(
        'Invalid configuration:\n  BUSINESS_ADDRESS: starts with "{" but is not JSON; write plain text or {"en": ..., "fr": ..., "ar": ...}',
      );
    }
  }
  const parsed = localizedTextSchema(200).safeParse(value);
  if (!parsed.success) throw configError('BUSINESS_ADDRESS', parsed.error.issues);
  return parsed.data;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  secureCookies: boolean;
  database: DatabaseTarget;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so apps (or test files) sharing a Redis do not collide. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  sessionLifetimeMs: number;
  /** A session ends this long after it started (its sign-in), however active (SESSION_MAX_DAYS). */
  sessionMaxAgeMs: number;
  /** Seconds a password confirmation lasts (PASSWORD_TIMEOUT; Laravel's password.confirm). */
  passwordTimeoutSeconds: number;
  /**
   * The session cookie: `__Host-darsak_session` on https (Secure, Path=/, no Domain: only this
   * host can set or read it), `__Secure-darsak_session` on https with SESSION_DOMAIN (a Domain
   * rules out __Host-), `darsak_session` on http. The XSRF-TOKEN cookie gets the same domain.
   */
  sessionCookie: { name: string; domain: string | undefined };
  /** Registrations allowed per client IP in 10 minutes. */
  registerLimitPerIp: number;
  /** POST /api/ratings per user per hour (then 429). */
  ratingWritesPerHour: number;
  /** Origins allowed to call the API with credentials: APP_URL's plus FRONTEND_ORIGINS. */
  allowedOrigins: string[];
  uploadDir: string;
  /** Where stored files go (STORAGE_URL, decision 080). */
  storage: StorageTarget;
  /** The bearer token of GET /metrics; undefined: no metrics route (decision 081). */
  metricsToken: string | undefined;
  /** OTLP/HTTP endpoint for traces, and the service name they carry. */
  otel: { endpoint: string | undefined; serviceName: string };
  /** The build's version (APP_VERSION, else the server package's version). */
  version: string;
  /** Seconds in-flight requests get after SIGTERM (decision 082). */
  shutdownGraceMs: number;
  /** Admin reads at once per instance (ADMIN_READ_CONCURRENCY). */
  adminReadConcurrency: number;
  /** PostgreSQL's statement_timeout of admin reads, ms; 0 for none (ADMIN_READ_TIMEOUT_MS, decision 087). */
  adminReadTimeoutMs: number;
  /** Seconds between SIGTERM and no longer listening (/ready says 503 meanwhile). */
  shutdownDelayMs: number;
  webDistDir: string;
  logLevel: string;
  /**
   * Fastify's trustProxy: false (use the socket's address), a hop count, or the proxies'
   * addresses/CIDRs. Never `true`, which would trust a client's own X-Forwarded-For.
   */
  trustProxy: false | number | string[];
  /** The demo account with its published password (SEED_DEMO_DATA): loopback APP_URL only. */
  seedDemoData: boolean;
  /** Pending orders expire this many days after they were placed. */
  orderExpiryDays: number;
  /** USD_LBP_RATE: seeds the lira rate once. */
  usdLbpRate: number | null;
  /** Orders placed per client address in 10 minutes (then 429). */
  orderLimitPerIp: number;
  /** /dev/mailbox and mail bodies on the console (DEV_MAILBOX): loopback APP_URL only. */
  devMailbox: boolean;
  /** Sessions (decision 072): a start at least this far ahead; a hold this long (never past the start minus the notice); cancel or move up to this long before. */
  booking: { minNoticeHours: number; holdMinutes: number; cancelHours: number };
  business: BusinessSettings;
};

export class ConfigError extends Error {}

/** The server package's version (the build's, unless APP_VERSION names it). */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(resolve(ROOT_DIR, 'server/package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** localhost, *.localhost, 127.0.0.0/8 or [::1]: a URL only this machine can open. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/** A listening address only this machine can reach: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const value = host.replace(/^\[|\]$/g, '').toLowerCase();
  return value === 'localhost' || /^127(\.\d{1,3}){3}$/.test(value) || value === '::1' || value === '0:0:0:0:0:0:0:1';
}

const withinDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * An SPA on another origin must read the API's XSRF-TOKEN cookie (Sanctum's scheme): it can only
 * when its host is the API's host (another port) or both are under SESSION_DOMAIN. Any other
 * FRONTEND_ORIGINS entry could never write, so it is refused here rather than failing in a browser.
 */
function checkCookieReach(appOrigin: string, frontendOrigins: string[], domain: string | undefined) {
  const appHost = new URL(appOrigin).hostname;
  const problems: string[] = [];
  if (domain && !withinDomain(appHost, domain)) problems.push(`  SESSION_DOMAIN: APP_URL's host ${appHost} is not within ${domain}`);
  for (const origin of frontendOrigins) {
    const host = new URL(origin).hostname;
    if (host === appHost || (domain && withinDomain(host, domain))) continue;
    problems.push(
      domain
        ? `  FRONTEND_ORIGINS: ${origin} is not within SESSION_DOMAIN ${domain}`
        : `  FRONTEND_ORIGINS: ${origin} cannot read the API's XSRF-TOKEN cookie; set SESSION_DOMAIN to a domain shared by both hosts (e.g. .darsak.app)`,
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Parses the environment once; every bad key is reported on its own line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (KEY= in .env or a shell).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.SESSION_SECRET === DEV_SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: set a random secret of 32+ characters in production');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const address = parseBusinessAddress(e.BUSINESS_ADDRESS);
  let database: DatabaseTarget;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL, resolve(ROOT_DIR, 'data/darsak.sqlite'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  let storage: StorageTarget;
  try {
    storage = parseStorageUrl(e.STORAGE_URL, resolve(e.UPLOAD_DIR), database.kind === 'postgres');
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${(error as Error).message}`);
  }
  const appOrigin = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin;
  const frontendOrigins = list(e.FRONTEND_ORIGINS).map((o) => new URL(o).origin);
  const sessionDomain = e.SESSION_DOMAIN?.toLowerCase().replace(/^\./, '');
  checkCookieReach(appOrigin, frontendOrigins, sessionDomain);
  // Fail closed: every reset code and the demo password must never be reachable on a public host.
  const localOnly = (['DEV_MAILBOX', 'SEED_DEMO_DATA'] as const).filter((key) => e[key] === 'true');
  if (localOnly.length > 0 && !isLoopback(appOrigin)) {
    const lines = localOnly.map(
      (key) => `  ${key}: only allowed when APP_URL is a loopback address (http://localhost:…), not ${appOrigin}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // ...nor reachable from another machine: with them on, the server listens on loopback only
  // (decision 073). HOST may name another loopback address, never a public one.
  if (localOnly.length > 0 && e.HOST !== undefined && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST: ${e.HOST} would let other machines reach ${localOnly.join(' and ')}; leave HOST unset (loopback) or turn ${localOnly.length > 1 ? 'them' : 'it'} off`,
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (localOnly.length > 0 ? 'localhost' : '0.0.0.0'),
    port: e.PORT,
    appUrl: appOrigin,
    secureCookies: appOrigin.startsWith('https:'),
    database,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET,
    sessionLifetimeMs: e.SESSION_LIFETIME_MINUTES * 60_000,
    sessionMaxAgeMs: e.SESSION_MAX_DAYS * 86_400_000,
    passwordTimeoutSeconds: e.PASSWORD_TIMEOUT,
    sessionCookie: {
      name: appOrigin.startsWith('https:') ? (sessionDomain ? '__Secure-darsak_session' : '__Host-darsak_session') : 'darsak_session',
      domain: sessionDomain,
    },
    registerLimitPerIp: e.REGISTER_LIMIT_PER_IP,
    ratingWritesPerHour: e.RATING_WRITES_PER_HOUR,
    allowedOrigins: [...new Set([appOrigin, ...frontendOrigins])],
    uploadDir: resolve(e.UPLOAD_DIR),
    storage,
    metricsToken: e.METRICS_TOKEN,
    otel: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    adminReadConcurrency: e.ADMIN_READ_CONCURRENCY,
    adminReadTimeoutMs: e.ADMIN_READ_TIMEOUT_MS,
    version: e.APP_VERSION ?? packageVersion(),
    webDistDir: resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy,
    orderExpiryDays: e.ORDER_EXPIRY_DAYS,
    usdLbpRate: e.USD_LBP_RATE ?? null,
    orderLimitPerIp: e.ORDER_LIMIT_PER_IP,
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    devMailbox: e.DEV_MAILBOX === 'true',
    booking: { minNoticeHours: e.BOOKING_MIN_NOTICE_HOURS, holdMinutes: e.BOOKING_HOLD_MINUTES, cancelHours: e.BOOKING_CANCEL_HOURS },
    business: {
      appUrl: appOrigin,
      whatsappNumber: e.WHATSAPP_NUMBER,
      infoEmail: e.INFO_EMAIL,
      social: { facebook: e.FACEBOOK_URL, instagram: e.INSTAGRAM_URL, linkedin: e.LINKEDIN_URL },
      ...(address ? { address } : {}),
      paymentMethods: parsePaymentMethods(e.PAYMENT_METHODS, e.WHATSAPP_NUMBER),
      hours: parseBusinessHours(e.BUSINESS_HOURS?.trim() || e.SUPPORT_HOURS?.trim() || '') ?? DEFAULT_BUSINESS_SETTINGS.hours,
    },
  };
}

/** An IPv4/IPv6 address, optionally with a /prefix, or one of proxy-addr's names. */
const isProxyAddress = (value: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * The widest public range a proxy list may name (decision 073): IPv4 /12 and IPv6 /24 hold every
 * published range of the CDNs and load balancers that sit in front of apps (Cloudflare's widest
 * are 104.16.0.0/13 and 2a06:98c0::/29). Anything wider (0.0.0.0/1, ::/0, 2000::/3) trusts
 * addresses that are not proxies, and anyone there writes their own X-Forwarded-For.
 */
const WIDEST_PUBLIC_PREFIX = { 4: 12, 6: 24 } as const;
/** Where no client on the internet is: private, loopback, link-local, shared (carrier NAT) and unique-local. */
const PRIVATE_RANGES: Array<[string, number]> = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
];

/** An address as a 32- or 128-bit number. */
const bitsOf = (address: string): { version: 4 | 6; value: bigint } | null => {
  if (isIP(address) === 4) return { version: 4, value: address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n) };
  const groups = isIP(address) === 6 ? ipv6Groups(address) : null;
  return groups ? { version: 6, value: groups.reduce((n, g) => (n << 16n) | BigInt(g), 0n) } : null;
};
const within = (value: bigint, prefix: number, version: 4 | 6, [network, networkPrefix]: [string, number]) => {
  const net = bitsOf(network);
  if (!net || net.version !== version || prefix < networkPrefix) return false;
  const width = version === 4 ? 32 : 128;
  const shift = BigInt(width - networkPrefix);
  return value >> shift === net.value >> shift;
};

/** True for a CIDR that trusts public addresses far beyond any proxy's. */
function coversTheInternet(entry: string): boolean {
  const [address = '', prefixText] = entry.split('/');
  if (prefixText === undefined) return false;
  const bits = bitsOf(address);
  if (!bits) return false;
  let { version, value } = bits;
  let prefix = Number(prefixText);
  // ::ffff:a.b.c.d/n is the IPv4 range a.b.c.d/(n - 96).
  if (version === 6 && value >> 32n === 0xffffn && prefix >= 96) {
    version = 4;
    value &= 0xffffffffn;
    prefix -= 96;
  }
  if (PRIVATE_RANGES.some((range) => within(value, prefix, version, range))) return false;
  return prefix < WIDEST_PUBLIC_PREFIX[version];
}

/**
 * TRUST_PROXY: "false"/"0" (default: no proxy), a hop count ("1" behind one nginx), or a
 * comma-separated list of the proxies' addresses/CIDRs. "true" is refused: with it Fastify
 * takes the left-most X-Forwarded-For entry, which the client writes itself (decision 018).
 */
export function parseTrustProxy(raw: string): false | number | string[] {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY: "true" would trust any X-Forwarded-For a client sends; set the number of proxies in front of the app (e.g. TRUST_PROXY=1 behind one nginx) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('Invalid configuration:\n  TRUST_PROXY: a hop count must be between 0 and 10');
    return hops;
  }
  const entries = list(raw);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (!entries.length || bad.length) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: must be false, a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1); not an address: ${bad.join(', ') || raw}`,
    );
  }
  const wide = entries.filter(coversTheInternet);
  if (wide.length) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: ${wide.join(', ')} covers the internet, not your proxies: anyone in it could write their own address; list the proxies' addresses or ranges (a public range at most /${WIDEST_PUBLIC_PREFIX[4]} for IPv4, /${WIDEST_PUBLIC_PREFIX[6]} for IPv6)`,
    );
  }
  return entries;
}
