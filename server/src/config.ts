import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '@darsak/common';
import { z } from 'zod';
import { parseDatabaseUrl, type DatabaseTarget } from './db/index.ts';

/** The repository root: data/ and web/dist live beside server/. */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

const DEV_SESSION_SECRET = 'development-only-secret-change-me-0123456789';

const list = (value: string | undefined) =>
  (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(), // default: http://localhost:<PORT>
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  REDIS_KEY_PREFIX: z.string().default('darsak:'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Darsak <no-reply@darsak.app>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().positive().default(120),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  FRONTEND_ORIGINS: z.string().optional(),
  UPLOAD_DIR: z.string().default(resolve(ROOT_DIR, 'data/uploads')),
  WEB_DIST_DIR: z.string().default(resolve(ROOT_DIR, 'web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be the international number in digits only, e.g. 96170123456')
    .default(DEFAULT_BUSINESS_SETTINGS.whatsappNumber),
  INFO_EMAIL: z.email().default(DEFAULT_BUSINESS_SETTINGS.infoEmail),
  FACEBOOK_URL: z.url().default(DEFAULT_BUSINESS_SETTINGS.social.facebook),
  INSTAGRAM_URL: z.url().default(DEFAULT_BUSINESS_SETTINGS.social.instagram),
  LINKEDIN_URL: z.url().default(DEFAULT_BUSINESS_SETTINGS.social.linkedin),
  // Shown on the about page and in the footer only when set (no placeholder text on screen).
  BUSINESS_ADDRESS: z.string().trim().max(200).optional(),
  BUSINESS_HOURS: z.string().trim().max(200).optional(),
});

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
  /** Registrations allowed per client IP in 10 minutes. */
  registerLimitPerIp: number;
  /** Origins allowed to call the API with credentials: APP_URL's plus FRONTEND_ORIGINS. */
  allowedOrigins: string[];
  uploadDir: string;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  seedDemoData: boolean;
  business: BusinessSettings;
};

export class ConfigError extends Error {}

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
  let database: DatabaseTarget;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL, resolve(ROOT_DIR, 'data/darsak.sqlite'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const appOrigin = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
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
    registerLimitPerIp: e.REGISTER_LIMIT_PER_IP,
    allowedOrigins: [...new Set([appOrigin, ...list(e.FRONTEND_ORIGINS).map((o) => new URL(o).origin)])],
    uploadDir: resolve(e.UPLOAD_DIR),
    webDistDir: resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    // Demo tutors and the demo account: on by default, except in production where it must be asked for.
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    business: {
      whatsappNumber: e.WHATSAPP_NUMBER,
      infoEmail: e.INFO_EMAIL,
      social: { facebook: e.FACEBOOK_URL, instagram: e.INSTAGRAM_URL, linkedin: e.LINKEDIN_URL },
      ...(e.BUSINESS_ADDRESS ? { address: e.BUSINESS_ADDRESS } : {}),
      ...(e.BUSINESS_HOURS ? { hours: e.BUSINESS_HOURS } : {}),
    },
  };
}
