import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a'.repeat(40);

describe('loadConfig', () => {
  it('reads BUSINESS_HOURS as days and hours, and refuses a malformed or reversed one', () => {
    const weekdays = { fromDay: 1, toDay: 5, opens: '09:00', closes: '17:00' };
    expect(loadConfig({}).business.hours).toEqual(weekdays);
    expect(loadConfig({ BUSINESS_HOURS: '1-6 08:30-18:00' }).business.hours).toEqual({
      fromDay: 1,
      toDay: 6,
      opens: '08:30',
      closes: '18:00',
    });
    for (const bad of ['Mon-Fri 9-5', '1-5 17:00-09:00', '0-5 09:00-17:00', '1-5 24:00-25:00', 'weekdays, mornings']) {
      expect(() => loadConfig({ BUSINESS_HOURS: bad }), bad).toThrow(/BUSINESS_HOURS/);
    }
  });

  it('still reads the free-text BUSINESS_HOURS of before, and SUPPORT_HOURS when BUSINESS_HOURS is not set', () => {
    expect(loadConfig({ BUSINESS_HOURS: 'Mon-Fri 9:00-17:00' }).business.hours).toEqual({
      fromDay: 1,
      toDay: 5,
      opens: '09:00',
      closes: '17:00',
    });
    expect(loadConfig({ BUSINESS_HOURS: 'Monday to Saturday, 8:30 to 18:00' }).business.hours).toEqual({
      fromDay: 1,
      toDay: 6,
      opens: '08:30',
      closes: '18:00',
    });
    expect(loadConfig({ SUPPORT_HOURS: '2-6 10:00-16:00' }).business.hours).toEqual({
      fromDay: 2,
      toDay: 6,
      opens: '10:00',
      closes: '16:00',
    });
    expect(loadConfig({ BUSINESS_HOURS: '1-5 09:00-17:00', SUPPORT_HOURS: '2-6 10:00-16:00' }).business.hours.fromDay).toBe(1);
    expect(loadConfig({ BUSINESS_HOURS: '  ' }).business.hours.fromDay).toBe(1); // the default
    expect(() => loadConfig({ SUPPORT_HOURS: '1-5 17:00-09:00' })).toThrow(/SUPPORT_HOURS/);
  });

  it('defaults to embedded SQLite under data/, port 3000, no SMTP, and neither dev mailbox nor demo account', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.database.kind === 'sqlite' && config.database.filename).toMatch(/data\/darsak\.sqlite$/);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(config.devMailbox).toBe(false);
  });

  it('reads PORT, DATABASE_URL, SMTP_URL and APP_URL from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/darsak',
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://darsak.example/some/path',
      FRONTEND_ORIGINS: 'https://app.darsak.example, https://admin.darsak.example/',
      SESSION_DOMAIN: '.darsak.example',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/darsak' });
    expect(config.smtpUrl).toBe('smtp://mail:25');
    expect(config.appUrl).toBe('https://darsak.example');
    expect(config.secureCookies).toBe(true);
    expect(config.allowedOrigins).toEqual(['https://darsak.example', 'https://app.darsak.example', 'https://admin.darsak.example']);
  });

  it('names the session cookie __Host- on https, __Secure- with a shared SESSION_DOMAIN, plain on http', () => {
    expect(loadConfig({}).sessionCookie).toEqual({ name: 'darsak_session', domain: undefined });
    expect(loadConfig({ APP_URL: 'https://darsak.app' }).sessionCookie).toEqual({ name: '__Host-darsak_session', domain: undefined });
    expect(loadConfig({ APP_URL: 'https://api.darsak.app', SESSION_DOMAIN: '.Darsak.app' }).sessionCookie).toEqual({
      name: '__Secure-darsak_session',
      domain: 'darsak.app',
    });
  });

  it('refuses FRONTEND_ORIGINS that could not read the XSRF-TOKEN cookie, and a SESSION_DOMAIN outside APP_URL', () => {
    expect(() => loadConfig({ APP_URL: 'https://api.darsak.app', FRONTEND_ORIGINS: 'https://app.darsak.app' })).toThrow(
      /FRONTEND_ORIGINS: https:\/\/app\.darsak\.app cannot read the API's XSRF-TOKEN cookie; set SESSION_DOMAIN/,
    );
    expect(() =>
      loadConfig({ APP_URL: 'https://api.darsak.app', FRONTEND_ORIGINS: 'https://darsak.example', SESSION_DOMAIN: 'darsak.app' }),
    ).toThrow(/FRONTEND_ORIGINS: https:\/\/darsak\.example is not within SESSION_DOMAIN darsak\.app/);
    expect(() => loadConfig({ APP_URL: 'https://darsak.example', SESSION_DOMAIN: '.darsak.app' })).toThrow(
      /SESSION_DOMAIN: APP_URL's host darsak\.example is not within darsak\.app/,
    );
    expect(() => loadConfig({ SESSION_DOMAIN: 'https://darsak.app' })).toThrow(/SESSION_DOMAIN: must be a domain/);
    // The same host on another port (Vite's dev server) reads the cookie without a domain.
    expect(loadConfig({ FRONTEND_ORIGINS: 'http://localhost:5173' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
    ]);
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

  it('passes the business address to the SPA only when it is set', () => {
    expect(loadConfig({ BUSINESS_ADDRESS: ' Hamra Street, Beirut ' }).business).toMatchObject({ address: 'Hamra Street, Beirut' });
    expect(loadConfig({ BUSINESS_ADDRESS: '' }).business).not.toHaveProperty('address');
  });

  it('reads BUSINESS_ADDRESS written per language as JSON, English required', () => {
    const address = { en: 'Hamra Street, Beirut', fr: 'Rue Hamra, Beyrouth', ar: 'شارع الحمرا، بيروت' };
    expect(loadConfig({ BUSINESS_ADDRESS: JSON.stringify(address) }).business.address).toEqual(address);
    expect(loadConfig({ BUSINESS_ADDRESS: '{"en":"Hamra Street"}' }).business.address).toEqual({ en: 'Hamra Street' });
  });

  it.each([
    ['{"fr":"Rue Hamra"}', /BUSINESS_ADDRESS: must be a text or \{"en"/],
    ['{"en": "Hamra"', /BUSINESS_ADDRESS: starts with "\{" but is not JSON/],
    ['x'.repeat(201), /BUSINESS_ADDRESS: /],
  ])('refuses BUSINESS_ADDRESS=%s with a clear line', (value, message) => {
    expect(() => loadConfig({ BUSINESS_ADDRESS: value })).toThrow(message);
    expect(() => loadConfig({ BUSINESS_ADDRESS: value })).toThrow(ConfigError);
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

  it('turns the demo account and the dev mailbox on only when asked, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'production'] as const) {
      const env = { NODE_ENV, SESSION_SECRET: SECRET };
      expect(loadConfig(env)).toMatchObject({ seedDemoData: false, devMailbox: false });
      expect(loadConfig({ ...env, SEED_DEMO_DATA: 'true', DEV_MAILBOX: 'true' })).toMatchObject({ seedDemoData: true, devMailbox: true });
    }
  });

  it('refuses the demo account and the dev mailbox when APP_URL is not a loopback address', () => {
    for (const APP_URL of ['https://darsak.app', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000', 'http://localhost.example.com']) {
      expect(() => loadConfig({ APP_URL, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX: only allowed when APP_URL is a loopback address/);
      expect(() => loadConfig({ APP_URL, SEED_DEMO_DATA: 'true' })).toThrow(
        /SEED_DEMO_DATA: only allowed when APP_URL is a loopback address/,
      );
      expect(loadConfig({ APP_URL, DEV_MAILBOX: 'false', SEED_DEMO_DATA: 'false' }).devMailbox).toBe(false);
    }
    for (const APP_URL of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(loadConfig({ APP_URL, DEV_MAILBOX: 'true', SEED_DEMO_DATA: 'true' })).toMatchObject({ devMailbox: true, seedDemoData: true });
    }
  });

  it('refuses an unsupported database scheme', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/darsak' })).toThrow(/DATABASE_URL: unsupported scheme/);
  });

  it('defaults to a 7-day order expiry and the four payment methods, with the configured WhatsApp number', () => {
    const config = loadConfig({ WHATSAPP_NUMBER: '96171000111' });
    expect(config.orderExpiryDays).toBe(7);
    expect(config.business.paymentMethods.map((m) => m.id)).toEqual(['whatsapp', 'whish', 'omt', 'cash']);
    expect(config.business.paymentMethods[0]).toMatchObject({ name: { en: 'WhatsApp', ar: 'واتساب' }, account: '+96171000111' });
  });

  it('ships the four default methods written in English, French and Arabic, each quoting {reference}', () => {
    for (const method of loadConfig({}).business.paymentMethods) {
      const instructions = method.instructions as Record<string, string>;
      expect(Object.keys(instructions).sort()).toEqual(['ar', 'en', 'fr']);
      for (const text of Object.values(instructions)) expect(text).toContain('{reference}');
      expect(instructions.fr).not.toBe(instructions.en);
      expect(instructions.ar).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('reads PAYMENT_METHODS texts given per language, and the old one-string form beside them', () => {
    const config = loadConfig({
      PAYMENT_METHODS: JSON.stringify([
        {
          id: 'cash',
          name: { en: 'Cash', fr: 'Espèces', ar: 'نقدًا' },
          instructions: { en: 'Pay {reference}.', ar: 'ادفع {reference}.' },
          account: { en: 'Hamra Street', fr: 'rue Hamra' },
        },
        { id: 'omt', name: 'OMT', instructions: 'Quote {reference}.' },
      ]),
    });
    expect(config.business.paymentMethods).toEqual([
      {
        id: 'cash',
        name: { en: 'Cash', fr: 'Espèces', ar: 'نقدًا' },
        instructions: { en: 'Pay {reference}.', ar: 'ادفع {reference}.' },
        account: { en: 'Hamra Street', fr: 'rue Hamra' },
      },
      { id: 'omt', name: 'OMT', instructions: 'Quote {reference}.' },
    ]);
  });

  it('reads ORDER_EXPIRY_DAYS and PAYMENT_METHODS as a JSON array', () => {
    const config = loadConfig({
      ORDER_EXPIRY_DAYS: '3',
      PAYMENT_METHODS: JSON.stringify([{ id: 'whish', name: 'Whish Money', instructions: 'Pay {reference}.', account: '+961 70 000 000' }]),
    });
    expect(config.orderExpiryDays).toBe(3);
    expect(config.business.paymentMethods).toEqual([
      { id: 'whish', name: 'Whish Money', instructions: 'Pay {reference}.', account: '+961 70 000 000' },
    ]);
  });

  it.each([
    ['not json', /PAYMENT_METHODS: must be a JSON array/],
    ['[]', /PAYMENT_METHODS: /],
    ['[{"id":"x","name":"X"}]', /PAYMENT_METHODS\[0\]\.instructions: /],
    ['[{"id":"Bad Id","name":"X","instructions":"y"}]', /PAYMENT_METHODS\[0\]\.id: /],
    ['[{"id":"a","name":"A","instructions":"y"},{"id":"a","name":"B","instructions":"z"}]', /ids must be unique/],
    [
      '[{"id":"a","name":"A","instructions":{"fr":"Payez"}}]',
      /PAYMENT_METHODS\[0\]\.instructions: must be a text or \{"en": \.\.\., "fr": \.\.\., "ar": \.\.\.\} with "en" required/,
    ],
    ['[{"id":"a","name":"A","instructions":{"en":"Pay","de":"Zahlen"}}]', /PAYMENT_METHODS\[0\]\.instructions: Unrecognized key: "de"/],
    ['[{"id":"a","name":{"en":""},"instructions":"y"}]', /PAYMENT_METHODS\[0\]\.name\.en: /],
  ])('refuses PAYMENT_METHODS=%s with a clear line', (value, message) => {
    expect(() => loadConfig({ PAYMENT_METHODS: value })).toThrow(message);
    expect(() => loadConfig({ PAYMENT_METHODS: value })).toThrow(ConfigError);
  });

  it('refuses an ORDER_EXPIRY_DAYS that is not a whole number of days from 1 to 365', () => {
    expect(() => loadConfig({ ORDER_EXPIRY_DAYS: '0' })).toThrow(/ORDER_EXPIRY_DAYS/);
    expect(() => loadConfig({ ORDER_EXPIRY_DAYS: 'week' })).toThrow(/ORDER_EXPIRY_DAYS/);
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, and refuses "true" with what to use', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).registerLimitPerIp).toBe(300);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would trust any X-Forwarded-For.*TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/not an address: nginx/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/hop count/);
  });
});
