import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a'.repeat(40);

describe('loadConfig', () => {
  it('defaults to embedded SQLite under data/, port 3000 and the development mailbox (no SMTP)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.database.kind === 'sqlite' && config.database.filename).toMatch(/data\/darsak\.sqlite$/);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.seedDemoData).toBe(true);
  });

  it('reads PORT, DATABASE_URL, SMTP_URL and APP_URL from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/darsak',
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://darsak.example/some/path',
      FRONTEND_ORIGINS: 'https://app.darsak.example, https://admin.darsak.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/darsak' });
    expect(config.smtpUrl).toBe('smtp://mail:25');
    expect(config.appUrl).toBe('https://darsak.example');
    expect(config.secureCookies).toBe(true);
    expect(config.allowedOrigins).toEqual(['https://darsak.example', 'https://app.darsak.example', 'https://admin.darsak.example']);
  });

  it('derives APP_URL from PORT when it is not set', () => {
    expect(loadConfig({ PORT: '3302' }).appUrl).toBe('http://localhost:3302');
    expect(loadConfig({ PORT: '3302' }).allowedOrigins).toEqual(['http://localhost:3302']);
  });

  it('accepts a SQLite path or file: URL and treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.sqlite' }).database).toEqual({ kind: 'sqlite', filename: '/tmp/x.sqlite' });
    expect(loadConfig({ DATABASE_URL: '/tmp/y.sqlite' }).database).toEqual({ kind: 'sqlite', filename: '/tmp/y.sqlite' });
    expect(loadConfig({ REDIS_URL: '', SMTP_URL: '' }).redisUrl).toBeUndefined();
  });

  it('passes the business address and hours to the SPA only when they are set', () => {
    const set = loadConfig({ BUSINESS_ADDRESS: ' Hamra Street, Beirut ', BUSINESS_HOURS: 'Mon-Fri 9:00-17:00' }).business;
    expect(set).toMatchObject({ address: 'Hamra Street, Beirut', hours: 'Mon-Fri 9:00-17:00' });
    const unset = loadConfig({ BUSINESS_ADDRESS: '', BUSINESS_HOURS: '   ' }).business;
    expect(unset).not.toHaveProperty('address');
    expect(unset).not.toHaveProperty('hours');
  });

  it('reports every bad key on its own line', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', APP_URL: 'not a url', REDIS_URL: 'http://cache', WHATSAPP_NUMBER: '+961 70' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const lines = message.split('\n').slice(1);
    expect(lines.map((l) => l.trim().split(':')[0])).toEqual(['PORT', 'APP_URL', 'REDIS_URL', 'WHATSAPP_NUMBER']);
  });

  it('refuses to start in production without a real SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
  });

  it('seeds the demo account in development but not in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses an unsupported database scheme', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/darsak' })).toThrow(/DATABASE_URL: unsupported scheme/);
  });
});
