import { ORDER_REFERENCE_PATTERN, type Order, type OrderDetail, type PaymentMethod } from '@darsak/common';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderExpiryJob } from '../../src/jobs/order-expiry.ts';
import { expireOrders, newOrderReference } from '../../src/repositories/orders.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

let server: TestServer;
beforeAll(async () => {
  // This file places many orders from 127.0.0.1; the limit itself has its own test.
  server = await startTestServer({ ORDER_EXPIRY_DAYS: '7', ORDER_LIMIT_PER_IP: '1000' });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.app.db.deleteFrom('order_items').execute();
  await server.app.db.deleteFrom('orders').execute();
  await server.app.db.updateTable('courses').set({ price_cents: 500 }).execute();
});

const countRows = async () => {
  const orders = await server.app.db.selectFrom('orders').select('id').execute();
  const items = await server.app.db.selectFrom('order_items').select('order_id').execute();
  return { orders: orders.length, items: items.length };
};

async function guest(): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.csrf();
  return client;
}

async function signedIn() {
  const user = await createUser(server);
  const client = new TestClient(server.url);
  await actingAs(server, client, user);
  return { user, client };
}

describe('POST /api/orders', () => {
  it('places a pending order signed out and answers 201 in the contract shape', async () => {
    const client = await guest();
    const before = Date.now();
    const response = await client.post<Order>('/api/orders', { course_ids: [1, 14] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      reference: expect.stringMatching(ORDER_REFERENCE_PATTERN),
      status: 'pending',
      items: [
        { course_id: 1, code: 'B1100', title: 'Cell Biology', price: '5.00' },
        { course_id: 14, code: expect.any(String), title: expect.any(String), price: '5.00' },
      ],
      total: '10.00',
      currency: 'USD',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const days = (Date.parse(response.body.expires_at) - Date.parse(response.body.created_at)) / 86_400_000;
    expect(days).toBe(7);
    expect(Date.parse(response.body.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const row = await server.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reference: response.body.reference, user_id: null, status: 'pending', total_cents: 1000 });
    expect(row.session_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('charges the prices of the courses table and ignores any price the client sends', async () => {
    await server.app.db.updateTable('courses').set({ price_cents: 1250 }).where('id', '=', 2).execute();
    const client = await guest();
    const response = await client.post<Order>('/api/orders', {
      course_ids: [2, 3],
      prices: { 2: '0.01', 3: '0' },
      total: '0.01',
      items: [{ course_id: 2, price: '0.01' }],
    });
    expect(response.status).toBe(201);
    expect(response.body.items.map((i) => i.price)).toEqual(['12.50', '5.00']);
    expect(response.body.total).toBe('17.50');
    const items = await server.app.db.selectFrom('order_items').select(['course_id', 'price_cents']).orderBy('course_id').execute();
    expect(items).toEqual([
      { course_id: 2, price_cents: 1250 },
      { course_id: 3, price_cents: 500 },
    ]);
  });

  it('collapses duplicate ids into one item (ids sent as numeric strings count as the same course)', async () => {
    const client = await guest();
    const response = await client.post<Order>('/api/orders', { course_ids: [5, 5, '5', 6, 5] });
    expect(response.status).toBe(201);
    expect(response.body.items.map((i) => i.course_id)).toEqual([5, 6]);
    expect(response.body.total).toBe('10.00');
  });

  it('accepts all 25 courses in one order', async () => {
    const client = await guest();
    const response = await client.post<Order>('/api/orders', { course_ids: Array.from({ length: 25 }, (_, i) => 25 - i) });
    expect(response.status).toBe(201);
    expect(response.body.items).toHaveLength(25);
    expect(response.body.total).toBe('125.00');
  });

  it.each([
    ['no body', undefined, { course_ids: ['The course ids field is required.'] }],
    ['an empty list', { course_ids: [] }, { course_ids: ['The course ids field is required.'] }],
    ['not a list', { course_ids: 3 }, { course_ids: ['The course ids field must be an array.'] }],
    ['null', { course_ids: null }, { course_ids: ['The course ids field is required.'] }],
    [
      'more than 25 ids',
      { course_ids: Array.from({ length: 26 }, (_, i) => (i % 25) + 1) },
      { course_ids: ['The course ids field must not have more than 25 items.'] },
    ],
    ['an unknown id', { course_ids: [1, 26] }, { 'course_ids.1': ['The selected course ids.1 is invalid.'] }],
    [
      'ids that are not whole numbers',
      { course_ids: [1, 'abc', 2.5, -1, null] },
      {
        'course_ids.1': ['The course ids.1 field must be an integer.'],
        'course_ids.2': ['The course ids.2 field must be an integer.'],
        'course_ids.3': ['The course ids.3 field must be an integer.'],
        'course_ids.4': ['The course ids.4 field must be an integer.'],
      },
    ],
  ])('answers 422 in Laravel shape for %s and creates nothing', async (_name, body, errors) => {
    const client = await guest();
    const response = await client.post('/api/orders', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect(response.body.message).toMatch(new RegExp(`^${Object.values(errors)[0]![0]!.replace(/[.()]/g, '\\$&')}`));
    expect(await countRows()).toEqual({ orders: 0, items: 0 });
  });

  it('answers 429 Too Many Attempts past ORDER_LIMIT_PER_IP orders from one address in 10 minutes', async () => {
    const limited = await startTestServer({ ORDER_LIMIT_PER_IP: '3' });
    try {
      const client = new TestClient(limited.url);
      await client.csrf();
      for (let i = 0; i < 3; i += 1) expect((await client.post('/api/orders', { course_ids: [1] })).status).toBe(201);
      const refused = await client.post('/api/orders', { course_ids: [1] });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const rows = await limited.app.db.selectFrom('orders').select('id').execute();
      expect(rows).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('refuses a write without the CSRF token (419) and creates nothing', async () => {
    const client = await guest();
    const response = await client.post('/api/orders', { course_ids: [1] }, { 'X-XSRF-TOKEN': 'forged' });
    expect(response.status).toBe(419);
    const fresh = new TestClient(server.url);
    expect((await fresh.post('/api/orders', { course_ids: [1] })).status).toBe(419);
    expect(await countRows()).toEqual({ orders: 0, items: 0 });
  });

  it('gives a signed-in order to its user', async () => {
    const { user, client } = await signedIn();
    const response = await client.post<Order>('/api/orders', { course_ids: [3] });
    expect(response.status).toBe(201);
    const row = await server.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, session_key: null });
  });

  it('draws unique references of DRS- and 6 characters without look-alikes', async () => {
    const drawn = Array.from({ length: 5000 }, newOrderReference);
    for (const reference of drawn) expect(reference).toMatch(/^DRS-[2-9A-HJKMNP-Z]{6}$/);
    expect(drawn.join('')).not.toMatch(/[01OIL]/);
    expect(new Set(drawn).size).toBe(drawn.length);
    const client = await guest();
    const references = new Set<string>();
    for (let i = 0; i < 20; i += 1) references.add((await client.post<Order>('/api/orders', { course_ids: [1] })).body.reference);
    expect(references.size).toBe(20);
  });
});

describe('GET /api/orders/{reference}', () => {
  it('answers the session that placed the order, with the payment methods quoting the reference', async () => {
    const client = await guest();
    const { reference } = (await client.post<Order>('/api/orders', { course_ids: [1] })).body;
    const response = await client.get<OrderDetail>(`/api/orders/${reference}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({ reference, status: 'pending', total: '5.00', paid_at: null });
    expect(response.body.payment_methods.map((m) => m.id)).toEqual(['whatsapp', 'whish', 'omt', 'cash']);
    for (const method of response.body.payment_methods) {
      expect(method.instructions).toContain(reference);
      expect(method.instructions).not.toContain('{reference}');
    }
    expect((await client.get(`/api/orders/${reference.toLowerCase()}`)).status).toBe(200);
  });

  it('answers 404 (never 403) to another session, another user, an unknown or a malformed reference', async () => {
    const owner = await guest();
    const { reference } = (await owner.post<Order>('/api/orders', { course_ids: [1] })).body;
    const other = await guest();
    const { client: otherUser } = await signedIn();
    for (const client of [other, otherUser, new TestClient(server.url)]) {
      const response = await client.get(`/api/orders/${reference}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Order not found.', code: 'orders.not_found' });
    }
    expect((await owner.get('/api/orders/DRS-222222')).status).toBe(404);
    expect((await owner.get('/api/orders/DRS-0OIL11')).status).toBe(404);
    expect((await owner.get('/api/orders/1')).status).toBe(404);
  });

  it("answers a user's order to that user from any session, and to no one else", async () => {
    const { user, client } = await signedIn();
    const { reference } = (await client.post<Order>('/api/orders', { course_ids: [4] })).body;
    const elsewhere = new TestClient(server.url);
    await actingAs(server, elsewhere, user);
    expect((await elsewhere.get(`/api/orders/${reference}`)).status).toBe(200);
    const { client: stranger } = await signedIn();
    expect((await stranger.get(`/api/orders/${reference}`)).status).toBe(404);
  });

  it("writes the payment methods in the user's stored language, the page's language (locale cookie) first", async () => {
    const { user, client } = await signedIn();
    await server.app.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', user.id).execute();
    const { reference } = (await client.post<Order>('/api/orders', { course_ids: [1] })).body;
    const arabic = (await client.get<OrderDetail>(`/api/orders/${reference}`, { 'Accept-Language': 'fr' })).body.payment_methods;
    const cash = arabic.find((m) => m.id === 'cash')!;
    expect(cash.name).toBe('نقدًا في المكتب');
    expect(cash.account).toBe('درسك، شارع الحمرا، بيروت');
    expect(cash.instructions).toMatch(/^ادفع نقدًا في مكتبنا/);
    expect(cash.instructions).toContain(reference);
    // A brand stays as written when the operator gave one text for every language.
    expect(arabic.find((m) => m.id === 'omt')!.name).toBe('OMT');

    client.cookies.set('locale', 'fr');
    const french = (await client.get<OrderDetail>(`/api/orders/${reference}`)).body.payment_methods;
    expect(french.find((m) => m.id === 'cash')).toMatchObject({ name: 'Espèces au bureau', account: 'Darsak, rue Hamra, Beyrouth' });
    expect(french.find((m) => m.id === 'whatsapp')!.instructions).toBe(
      `Envoyez-nous la référence de votre commande, ${reference}, sur WhatsApp. Nous vous répondons avec les moyens de paiement et confirmons votre commande dès réception du paiement.`,
    );
  });

  it('answers a guest in its Accept-Language, else in English', async () => {
    const client = await guest();
    const { reference } = (await client.post<Order>('/api/orders', { course_ids: [1] })).body;
    const french = (await client.get<OrderDetail>(`/api/orders/${reference}`, { 'Accept-Language': 'fr-LB,fr;q=0.9' })).body;
    expect(french.payment_methods.find((m) => m.id === 'cash')!.name).toBe('Espèces au bureau');
    const english = (await client.get<OrderDetail>(`/api/orders/${reference}`, { 'Accept-Language': 'de' })).body;
    expect(english.payment_methods.find((m) => m.id === 'cash')!.name).toBe('Cash at the office');
  });
});

describe('payment methods configured per language', () => {
  let custom: TestServer;
  beforeAll(async () => {
    custom = await startTestServer({
      PAYMENT_METHODS: JSON.stringify([
        {
          id: 'bank',
          name: { en: 'Bank transfer', fr: 'Virement bancaire' },
          instructions: { en: 'Write {reference} in the note.', fr: 'Indiquez {reference} dans le motif.' },
          account: 'LB62 0999 0000 0001 0019 0122 9114',
        },
      ]),
    });
  });
  afterAll(() => custom.close());

  it('fall back to English in a language the operator left out, and keep a one-text account as is', async () => {
    const client = new TestClient(custom.url);
    await client.csrf();
    const { reference } = (await client.post<Order>('/api/orders', { course_ids: [1] })).body;
    client.cookies.set('locale', 'ar');
    const [arabic] = (await client.get<OrderDetail>(`/api/orders/${reference}`)).body.payment_methods;
    expect(arabic).toEqual({
      id: 'bank',
      name: 'Bank transfer',
      instructions: `Write ${reference} in the note.`,
      account: 'LB62 0999 0000 0001 0019 0122 9114',
    });
    client.cookies.set('locale', 'fr');
    const [french] = (await client.get<OrderDetail>(`/api/orders/${reference}`)).body.payment_methods;
    expect(french).toMatchObject({ name: 'Virement bancaire', instructions: `Indiquez ${reference} dans le motif.` });
  });
});

describe('GET /api/orders', () => {
  it('answers 401 signed out', async () => {
    const response = await (await guest()).get('/api/orders');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'auth.unauthenticated' });
  });

  it("lists only the user's orders, newest first", async () => {
    const { client } = await signedIn();
    const first = (await client.post<Order>('/api/orders', { course_ids: [1] })).body;
    const second = (await client.post<Order>('/api/orders', { course_ids: [2, 3] })).body;
    const { client: other } = await signedIn();
    await other.post('/api/orders', { course_ids: [4] });
    const response = await client.get<Order[]>('/api/orders');
    expect(response.status).toBe(200);
    expect(response.body.map((o) => o.reference)).toEqual([second.reference, first.reference]);
    expect(response.body[0]).toEqual(second);
  });
});

describe('claiming orders placed signed out', () => {
  it('gives the session’s orders to the user it logs in as; the order then follows the user, not the browser', async () => {
    const user = await createUser(server);
    const client = await guest();
    const placed = (await client.post<Order>('/api/orders', { course_ids: [7] })).body;
    const bystander = await guest();
    const notMine = (await bystander.post<Order>('/api/orders', { course_ids: [8] })).body;

    const login = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(204);
    const mine = await client.get<Order[]>('/api/orders');
    expect(mine.body.map((o) => o.reference)).toEqual([placed.reference]);
    const row = await server.app.db.selectFrom('orders').selectAll().where('reference', '=', placed.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, session_key: null });
    const other = await server.app.db.selectFrom('orders').selectAll().where('reference', '=', notMine.reference).executeTakeFirstOrThrow();
    expect(other.user_id).toBeNull();

    // After logout the browser's new anonymous session no longer sees it.
    expect((await client.post('/logout')).status).toBe(204);
    expect((await client.get(`/api/orders/${placed.reference}`)).status).toBe(404);
  });

  it('claims on the login that follows registration and e-mail verification', async () => {
    const client = await guest();
    const placed = (await client.post<Order>('/api/orders', { course_ids: [9] })).body;
    const email = `buyer-${Date.now()}@example.com`;
    const register = await client.post('/register', {
      name: 'New Buyer',
      email,
      password: DEFAULT_PASSWORD,
      password_confirmation: DEFAULT_PASSWORD,
    });
    expect(register.status).toBe(204);
    // The order stays with the session through registration.
    expect((await client.get(`/api/orders/${placed.reference}`)).status).toBe(200);
    await server.app.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('email', '=', email).execute();
    expect((await client.post('/login', { email, password: DEFAULT_PASSWORD })).status).toBe(204);
    const mine = await client.get<Order[]>('/api/orders');
    expect(mine.body.map((o) => o.reference)).toEqual([placed.reference]);
  });
});

describe('expiry', () => {
  it('expires pending orders past their expiry, once, even when several instances run the job together', async () => {
    const client = await guest();
    const old = (await client.post<Order>('/api/orders', { course_ids: [1] })).body;
    const fresh = (await client.post<Order>('/api/orders', { course_ids: [2] })).body;
    const paid = (await client.post<Order>('/api/orders', { course_ids: [3] })).body;
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.app.db.updateTable('orders').set({ expires_at: past }).where('reference', 'in', [old.reference, paid.reference]).execute();
    await server.app.db.updateTable('orders').set({ status: 'paid' }).where('reference', '=', paid.reference).execute();

    // Before the job ran, the order already reads as expired.
    expect((await client.get<OrderDetail>(`/api/orders/${old.reference}`)).body.status).toBe('expired');

    const counts = await Promise.all([expireOrders(server.app.db), expireOrders(server.app.db), expireOrders(server.app.db)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const statuses = Object.fromEntries(
      (await server.app.db.selectFrom('orders').select(['reference', 'status']).execute()).map((r) => [r.reference, r.status]),
    );
    expect(statuses).toEqual({ [old.reference]: 'expired', [fresh.reference]: 'pending', [paid.reference]: 'paid' });
    expect(await expireOrders(server.app.db)).toBe(0);
  });
});

describe('the expiry job', () => {
  it('expires an order past its expiry soon after start, and again on a later run', async () => {
    // The production schedule is 5 minutes plus or minus 1; here 300 ms plus or minus 50. The
    // schedule itself, and the stop on close, are runPeriodically's (its own test, on a database
    // no other runner shares: this server runs the production job beside this one).
    const app = Fastify({ logger: false });
    try {
      app.decorate('db', server.app.db);
      await app.register(orderExpiryJob, { intervalMs: 300, jitterMs: 50 });
      await app.ready();
      const order = await placeOrder(await guest());
      const status = async () =>
        (await server.app.db.selectFrom('orders').select('status').where('reference', '=', order.reference).executeTakeFirstOrThrow())
          .status;
      const setRow = (values: { status?: 'pending'; expires_at?: string }) =>
        server.app.db.updateTable('orders').set(values).where('reference', '=', order.reference).execute();
      const waitFor = async (want: string) => {
        const deadline = Date.now() + 5000;
        while ((await status()) !== want && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        return status();
      };

      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await status()).toBe('pending'); // not yet past its expiry
      await setRow({ expires_at: new Date(Date.now() - 1000).toISOString() });
      expect(await waitFor('expired')).toBe('expired');
      await setRow({ status: 'pending' });
      expect(await waitFor('expired')).toBe('expired'); // a later run
    } finally {
      await app.close();
    }
  });
});

describe('payment methods', () => {
  it('are embedded in the page for the SPA, as configured', async () => {
    const page = await new TestClient(server.url).get('/');
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(page.text)?.[1];
    const settings = JSON.parse(json!) as { paymentMethods: PaymentMethod[] };
    expect(settings.paymentMethods.map((m) => m.id)).toEqual(['whatsapp', 'whish', 'omt', 'cash']);
    // Every language rides along: the SPA shows the reader's (decision 058).
    expect(settings.paymentMethods[3]).toMatchObject({
      name: { en: 'Cash at the office', fr: 'Espèces au bureau', ar: 'نقدًا في المكتب' },
      instructions: {
        en: expect.stringContaining('{reference}'),
        fr: expect.stringContaining('{reference}'),
        ar: expect.stringContaining('{reference}'),
      },
    });
  });
});

async function placeOrder(client: TestClient): Promise<Order> {
  const response = await client.post<Order>('/api/orders', { course_ids: [1] });
  expect(response.status).toBe(201);
  return response.body;
}
