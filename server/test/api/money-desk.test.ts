import { amountToMinor, indicativeLbp, toUsdCents } from '@darsak/common';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { makePdf, makePng, multipart } from '../fixtures/files.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url });
  admin = await signedInClient(server, { role: 'admin' });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const payments = (reference: string) => `/api/admin/orders/${reference}/payments`;
const auditRows = (reference: string) =>
  server.app.db.selectFrom('audit_log').selectAll().where('target_id', '=', reference).orderBy('id').execute();
const ledger = (reference: string) =>
  server.app.db
    .selectFrom('order_payments')
    .innerJoin('orders', 'orders.id', 'order_payments.order_id')
    .selectAll('order_payments')
    .where('orders.reference', '=', reference)
    .orderBy('order_payments.id')
    .execute();

/** The bytes of a GET, with the client's cookies (the test client reads bodies as text). */
async function download(client: TestClient, path: string, locale?: string) {
  const cookie = [...client.cookies, ...(locale ? [['locale', locale]] : [])].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(server.url + path, { headers: { Origin: client.origin, ...(cookie ? { Cookie: cookie } : {}) } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The text of each page of a PDF, read back with pdf.js. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: pdf.numPages, text: parts.join('\n') };
}

describe('conversions and rounding', () => {
  it('reads amounts from their decimal text, never through float error', () => {
    expect(amountToMinor(0.29, 'USD')).toBe(29);
    expect(amountToMinor(10.1, 'USD')).toBe(1010);
    expect(amountToMinor(19.99, 'USD')).toBe(1999);
    expect(amountToMinor(1.005, 'USD')).toBeNull();
    expect(amountToMinor(450000, 'LBP')).toBe(450000);
    expect(amountToMinor(450000.5, 'LBP')).toBeNull();
    expect(amountToMinor(0, 'USD')).toBeNull();
  });

  it('converts lira to cents at the rate, half up to the cent, and rounds the indicative total to 1,000 LBP', () => {
    expect(toUsdCents(895_000, 'LBP', 89_500)).toBe(1000);
    expect(toUsdCents(100_000, 'LBP', 89_500)).toBe(112); // 1.1173 -> 1.12
    expect(toUsdCents(447_500, 'LBP', 89_500)).toBe(500);
    expect(toUsdCents(448, 'LBP', 89_600)).toBe(1); // 0.005 -> 0.01 (half up)
    expect(toUsdCents(447, 'LBP', 89_600)).toBe(0);
    expect(toUsdCents(1234, 'USD', null)).toBe(1234);
    expect(indicativeLbp(999, 89_500)).toBe(894_000); // 894,105 -> 894,000
    expect(indicativeLbp(1000, 89_550)).toBe(896_000); // 895,500 -> 896,000
  });
});

describe('payments', () => {
  it('takes a partial payment in lira, then the rest in dollars with a proof: pending with a balance, then paid with a receipt', async () => {
    const buyer = await signedInClient(server);
    await buyer.client.post('/api/ratings', { type: 'course', subject_id: 6, rating: 5 });
    const order = await placeOrder(buyer.client, [6, 7]); // 10.00 USD

    const first = await admin.client.post(payments(order.reference), {
      method: 'omt',
      amount: 447500,
      currency: 'LBP',
      rate: 89500,
      receipt_number: 'OMT-5512',
      note: 'First half',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      reference: order.reference,
      status: 'pending',
      paid_total: '5.00',
      balance: '5.00',
      receipt_number: null,
    });
    expect(first.body.payments).toEqual([
      {
        id: expect.any(Number),
        method: 'omt',
        amount: '447500',
        currency: 'LBP',
        rate: 89500,
        usd_amount: '5.00',
        receipt_number: 'OMT-5512',
        note: 'First half',
        proof: false,
        recorded_at: expect.stringMatching(/^\d{4}-/),
        recorded_by: admin.user.email,
      },
    ]);
    const rating = () =>
      server.app.db.selectFrom('ratings').select('verified').where('user_id', '=', buyer.user.id).executeTakeFirstOrThrow();
    expect((await rating()).verified).toBe(0);

    const png = await makePng();
    const form = multipart(
      { method: 'whish', amount: '5.00', currency: 'USD', receipt_number: 'W-77' },
      { field: 'proof', name: 'transfer.png', bytes: png, type: 'image/png' },
    );
    const second = await admin.client.post(payments(order.reference), form);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ status: 'paid', paid_total: '10.00', balance: '0.00' });
    expect(second.body.receipt_number).toMatch(/^DRS-R-\d{4}-\d{6}$/);
    expect(second.body.paid_at).toMatch(/^\d{4}-/);
    expect(second.body.payments.map((p: any) => [p.method, p.currency, p.usd_amount, p.proof])).toEqual([
      ['omt', 'LBP', '5.00', false],
      ['whish', 'USD', '5.00', true],
    ]);
    // The same effects as mark-paid: verified rating, the receipt e-mailed with its PDF.
    expect((await rating()).verified).toBe(1);
    const mail = await smtp.readEmail(buyer.user.email);
    expect(mail.subject).toBe(`Your Darsak receipt for order ${order.reference}`);
    const outbox = await server.app.db
      .selectFrom('mail_outbox')
      .select('attachments')
      .where('recipient', '=', buyer.user.email)
      .executeTakeFirstOrThrow();
    const [attached] = JSON.parse(outbox.attachments!) as Array<{ filename: string; contentType: string; content: string }>;
    expect(attached).toMatchObject({ filename: `${second.body.receipt_number}.pdf`, contentType: 'application/pdf' });
    expect((await pdfText(Buffer.from(attached!.content, 'base64'))).text).toContain(second.body.receipt_number);

    // The proof: admin only, a download.
    const proofPath = `${payments(order.reference)}/${second.body.payments[1].id}/proof`;
    const proof = await download(admin.client, proofPath);
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect(proof.headers.get('content-disposition')).toMatch(/^attachment; filename="transfer.png"/);
    expect(proof.bytes.equals(png)).toBe(true);
    expect((await buyer.client.get(proofPath)).status).toBe(403);
    expect((await new TestClient(server.url).get(proofPath)).status).toBe(401);
    expect((await admin.client.get(`${payments(order.reference)}/${second.body.payments[0].id}/proof`)).body).toMatchObject({
      code: 'payments.no_proof',
    });
    expect((await admin.client.get(`${payments(order.reference)}/999999/proof`)).status).toBe(404);

    const actions = (await auditRows(order.reference)).map((a) => a.action);
    expect(actions).toEqual(['order.payment', 'order.payment', 'order.paid']);

    // Paid: nothing more is taken.
    const third = await admin.client.post(payments(order.reference), { method: 'cash', amount: 1, currency: 'USD' });
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('orders.already_paid');
    expect(await ledger(order.reference)).toHaveLength(2);
  });

  it('refuses an over-payment, bad amounts, an unknown method and a lira payment without a rate with 422, recording nothing', async () => {
    const order = await placeOrder(new TestClient(server.url), [8]);
    const total = Number(order.total);
    const refused: Array<[unknown, string, string]> = [
      [{ method: 'cash', amount: total + 1.01, currency: 'USD' }, 'amount', 'payments.over_balance'],
      [{ method: 'cash', amount: 1.005, currency: 'USD' }, 'amount', 'payments.decimals'],
      [{ method: 'cash', amount: -5, currency: 'USD' }, 'amount', 'validation.min.numeric'],
      [{ method: 'cash', amount: 0, currency: 'USD' }, 'amount', 'validation.min.numeric'],
      [{ method: 'paypal', amount: 1, currency: 'USD' }, 'method', 'validation.in'],
      [{ method: 'cash', amount: 100000, currency: 'LBP' }, 'rate', 'validation.required'],
      [{ method: 'cash', amount: 1, currency: 'EUR' }, 'currency', 'validation.in'],
      [{ amount: 1, currency: 'USD' }, 'method', 'validation.required'],
      [{ method: 'cash', amount: 10_000_000, currency: 'LBP', rate: 89500 }, 'amount', 'payments.over_balance'],
    ];
    for (const [body, field, code] of refused) {
      const response = await admin.client.post(payments(order.reference), body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 422]);
      expect(response.body.errors[field], JSON.stringify(response.body)).toBeDefined();
      expect(response.body.error_codes?.[field]?.[0]?.code ?? code).toBe(code);
    }
    expect(await ledger(order.reference)).toEqual([]);
    expect(await auditRows(order.reference)).toEqual([]);
    // Up to 1 USD above the balance is rounding: accepted, and the order is paid.
    const rounded = await admin.client.post(payments(order.reference), { method: 'cash', amount: total + 0.4, currency: 'USD' });
    expect(rounded.status).toBe(201);
    expect(rounded.body).toMatchObject({ status: 'paid', balance: '0.00' });
  });

  it('mark-paid records one payment of the balance with the method chosen', async () => {
    const order = await placeOrder(new TestClient(server.url), [9]);
    await admin.client.post(payments(order.reference), { method: 'cash', amount: 1, currency: 'USD' });
    const marked = await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, { method: 'whish', note: 'rest by Whish' });
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('paid');
    const rest = (Math.round(Number(order.total) * 100) - 100) / 100;
    expect(marked.body.payments.map((p: any) => [p.method, Number(p.usd_amount)])).toEqual([
      ['cash', 1],
      ['whish', rest],
    ]);
    expect((await admin.client.post(`/api/admin/orders/${placeOrderRef()}/mark-paid`, { method: 'nope' })).status).toBe(422);
  });
});

/** A reference no order has. */
const placeOrderRef = () => 'DRS-222222';

describe('receipt PDF', () => {
  it('is served to the owner and admins once paid, 404 to anyone else and before payment; one page in the reader’s language', async () => {
    const buyer = await signedInClient(server);
    const order = await placeOrder(buyer.client, [1]);
    const path = `/api/orders/${order.reference}/receipt.pdf`;
    expect((await download(buyer.client, path)).status).toBe(404);
    await admin.client.post(payments(order.reference), { method: 'cash', amount: Number(order.total), currency: 'USD' });
    const stranger = await signedInClient(server);
    expect((await download(stranger.client, path)).status).toBe(404);
    expect((await download(new TestClient(server.url), path)).status).toBe(404);

    const expected: Record<string, string[]> = {
      en: ['Receipt', 'Order reference', 'Payments', 'Total', 'USD'],
      fr: ['Reçu', 'Référence de la commande', 'Paiements', 'USD'],
      ar: ['إيصال', 'مرجع الطلب', 'الدفعات', 'المجموع', 'USD'],
    };
    for (const [locale, words] of Object.entries(expected)) {
      for (const client of [buyer.client, admin.client]) {
        const pdf = await download(client, path, locale);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const { pages, text } = await pdfText(pdf.bytes);
        expect(pages).toBe(1);
        for (const word of words) expect(text, `${locale}: ${word} in ${text}`).toContain(word);
        expect(text).toContain(order.reference);
        expect(text).toMatch(/DRS-R-\d{4}-\d{6}/);
      }
    }
    // The fonts travel inside the file (no reader-side substitution).
    const pdf = await download(buyer.client, path, 'ar');
    expect(pdf.bytes.toString('latin1')).toMatch(/FontFile2/);
    expect(pdf.bytes.toString('latin1')).toMatch(/NotoNaskhArabic/);
  });
});

describe('refunds', () => {
  it('a partial refund keeps the order paid with a refunded amount; the full refund makes it refunded and unverifies the rating; corrections are new entries', async () => {
    const buyer = await signedInClient(server);
    await buyer.client.post('/api/ratings', { type: 'course', subject_id: 11, rating: 4 });
    const order = await placeOrder(buyer.client, [11]);
    const totalCents = Math.round(Number(order.total) * 100);
    const refund = `/api/admin/orders/${order.reference}/refund`;
    expect((await admin.client.post(refund, { method: 'cash', amount: 1, currency: 'USD', note: 'early' })).body.code).toBe(
      'refunds.not_paid',
    );
    await admin.client.post(payments(order.reference), { method: 'cash', amount: Number(order.total), currency: 'USD' });
    const verified = async () =>
      (await server.app.db.selectFrom('ratings').select('verified').where('user_id', '=', buyer.user.id).executeTakeFirstOrThrow())
        .verified;
    expect(await verified()).toBe(1);

    const part = await admin.client.post(refund, { method: 'cash', amount: 1, currency: 'USD', note: 'Goodwill' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'paid', refunded_total: '1.00', message: 'Refund recorded.' });
    expect(await verified()).toBe(1);

    const over = await admin.client.post(refund, { method: 'cash', amount: totalCents / 100, currency: 'USD', note: 'too much' });
    expect(over.status).toBe(422);
    expect(over.body.error_codes.amount[0].code).toBe('refunds.over_paid');
    expect((await admin.client.post(refund, { method: 'cash', amount: 1, currency: 'USD' })).status).toBe(422); // a note is required

    const rest = await admin.client.post(refund, {
      method: 'whish',
      amount: (totalCents - 100) / 100,
      currency: 'USD',
      note: 'Course cancelled',
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_total: order.total, message: 'Order refunded.' });
    expect(rest.body.refunds.map((r: any) => r.method)).toEqual(['cash', 'whish']);
    expect(await verified()).toBe(0);
    expect((await admin.client.post(refund, { method: 'cash', amount: 1, currency: 'USD', note: 'again' })).body.code).toBe(
      'refunds.not_paid',
    );
    const entries = await ledger(order.reference);
    expect(entries.map((e) => [e.kind, e.usd_cents])).toEqual([
      ['payment', totalCents],
      ['refund', 100],
      ['refund', totalCents - 100],
    ]);
    expect((await auditRows(order.reference)).map((a) => a.action)).toEqual([
      'order.payment',
      'order.paid',
      'order.refund',
      'order.refund_full',
    ]);
    expect(rest.body.history.map((h: any) => h.status)).toEqual(['pending', 'paid', 'refunded']);
  });
});

describe('the lira rate', () => {
  it('is set by an admin (audited, history kept) and shown as an indicative LBP total', async () => {
    const buyer = await signedInClient(server);
    const order = await placeOrder(buyer.client, [6]);
    expect((await buyer.client.post('/api/admin/lbp-rate', { rate: 1 })).status).toBe(403);
    expect((await admin.client.post('/api/admin/lbp-rate', { rate: 0 })).status).toBe(422);
    expect((await admin.client.post('/api/admin/lbp-rate', { rate: 89000 })).status).toBe(201);
    const set = await admin.client.post('/api/admin/lbp-rate', { rate: 89500, note: 'Morning rate' });
    expect(set.body).toMatchObject({ rate: 89500, set_by: admin.user.email, note: 'Morning rate' });
    const rates = await admin.client.get('/api/admin/lbp-rate');
    expect(rates.body.current.rate).toBe(89500);
    expect(rates.body.history.map((r: any) => r.rate).slice(0, 2)).toEqual([89500, 89000]);
    expect((await new TestClient(server.url).get('/api/lbp-rate')).body).toMatchObject({ rate: 89500 });
    const view = await buyer.client.get(`/api/orders/${order.reference}`);
    expect(view.body.total_lbp).toBe(String(indicativeLbp(Math.round(Number(order.total) * 100), 89500)));
    const audit = await server.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'lbp_rate.set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ before: { rate: 89000 }, after: { rate: 89500 } });
  });
});

describe('proofs', () => {
  it('refuses a proof that is not an image or a PDF', async () => {
    const order = await placeOrder(new TestClient(server.url), [7]);
    const form = multipart(
      { method: 'cash', amount: '1', currency: 'USD' },
      { field: 'proof', name: 'x.exe', bytes: Buffer.from('MZ not a proof') },
    );
    const response = await admin.client.post(payments(order.reference), form);
    expect(response.status).toBe(422);
    expect(response.body.errors.proof).toBeDefined();
    expect(await ledger(order.reference)).toEqual([]);
    const pdf = multipart({ method: 'cash', amount: '1', currency: 'USD' }, { field: 'proof', name: 'r.pdf', bytes: makePdf() });
    expect((await admin.client.post(payments(order.reference), pdf)).status).toBe(201);
  });
});

describe('reports and exports', () => {
  it('adds up the recorded payments and refunds, by month, method and course, to the same totals', async () => {
    const buyer = await signedInClient(server);
    const a = await placeOrder(buyer.client, [12, 13]);
    const b = await placeOrder(buyer.client, [14]);
    await admin.client.post(payments(a.reference), { method: 'whish', amount: Number(a.total), currency: 'USD' });
    await admin.client.post(payments(b.reference), { method: 'omt', amount: 89500, currency: 'LBP', rate: 89500 });
    await admin.client.post(`/api/admin/orders/${a.reference}/refund`, { method: 'cash', amount: 2, currency: 'USD', note: 'partial' });

    const today = new Date().toISOString().slice(0, 10);
    const all = await server.app.db
      .selectFrom('order_payments')
      .select(['kind', 'usd_cents', 'order_id'])
      .where('recorded_at', '>=', `${today}T00:00:00.000Z`)
      .execute();
    const cents = (kind: string) => all.filter((e) => e.kind === kind).reduce((s, e) => s + e.usd_cents, 0);
    const money = (c: number) => (c / 100).toFixed(2);
    for (const group of ['day', 'month', 'course', 'tutor', 'method']) {
      const report = await admin.client.get(`/api/admin/reports/revenue?from=${today}&to=${today}&group=${group}`);
      expect(report.status).toBe(200);
      expect(report.body.totals).toEqual({
        orders: new Set(all.map((e) => e.order_id)).size,
        paid_usd: money(cents('payment')),
        refunded_usd: money(cents('refund')),
        net_usd: money(cents('payment') - cents('refund')),
      });
      const sum = (field: 'paid_usd' | 'refunded_usd') =>
        report.body.rows.reduce((s: number, r: any) => s + Math.round(Number(r[field]) * 100), 0);
      expect([group, sum('paid_usd'), sum('refunded_usd')]).toEqual([group, cents('payment'), cents('refund')]);
    }
    const byMethod = (await admin.client.get(`/api/admin/reports/revenue?from=${today}&to=${today}&group=method`)).body.rows;
    const omt = await server.app.db
      .selectFrom('order_payments')
      .select('usd_cents')
      .where('method', '=', 'omt')
      .where('kind', '=', 'payment')
      .where('recorded_at', '>=', `${today}T00:00:00.000Z`)
      .execute();
    expect(byMethod.find((r: any) => r.key === 'omt')).toMatchObject({
      label: 'OMT',
      paid_usd: money(omt.reduce((s, e) => s + e.usd_cents, 0)),
    });
    const empty = await admin.client.get('/api/admin/reports/revenue?from=2001-01-01&to=2001-01-31&group=month');
    expect(empty.body).toMatchObject({ rows: [], totals: { orders: 0, paid_usd: '0.00' } });
    expect((await admin.client.get('/api/admin/reports/revenue?from=2026-02-30')).status).toBe(422);
    expect((await admin.client.get('/api/admin/reports/revenue?group=year')).status).toBe(422);
  });

  it('exports CSV with a BOM and a header, neutralising cells that would run as formulas', async () => {
    const order = await placeOrder(new TestClient(server.url), [15]);
    for (const note of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', 'plain, with "quotes"']) {
      await admin.client.post(payments(order.reference), {
        method: 'cash',
        amount: 0.01,
        currency: 'USD',
        note,
        receipt_number: note.slice(0, 20),
      });
    }
    const csv = await download(admin.client, '/api/admin/exports/payments.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="darsak-payments\.csv"/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,recorded_at,order_reference,kind,method,amount,currency,rate,usd_amount,receipt_number,note,recorded_by');
    const mine = lines.filter((l) => l.includes(order.reference));
    expect(mine).toHaveLength(5);
    expect(mine[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(mine[1]).toContain(",'+1+1,");
    expect(mine[2]).toContain(",'-2+3,");
    expect(mine[3]).toContain(",'@SUM(A1),");
    expect(mine[4]).toContain('"plain, with ""quotes"""');
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);

    const orders = await download(admin.client, `/api/admin/exports/orders.csv?from=${new Date().toISOString().slice(0, 10)}`);
    expect(orders.status).toBe(200);
    const orderLines = orders.bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(orderLines[0]).toBe(
      'reference,created_at,status,buyer_name,buyer_email,phone,items,total_usd,paid_usd,refunded_usd,balance_usd,receipt_number,paid_at',
    );
    expect(orderLines.find((l) => l.startsWith(order.reference))).toMatch(/,pending,/);
    expect((await download(await signedInClient(server).then((s) => s.client), '/api/admin/exports/orders.csv')).status).toBe(403);
  });
});

describe('receipt numbers', () => {
  it('are one gapless sequence per year under parallel payments of many orders (and no duplicate)', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => placeOrder(new TestClient(server.url), [2])));
    const admins = [admin, await signedInClient(server, { role: 'admin' }), await signedInClient(server, { role: 'admin' })];
    const before = await server.app.db.selectFrom('receipt_counters').selectAll().execute();
    // Each order is paid by two halves sent at once, and every order at once: 24 parallel payments.
    const responses = await Promise.all(
      orders.flatMap((order, i) => {
        const half = Number(order.total) / 2;
        return [0, 1].map((n) =>
          admins[(i + n) % 3]!.client.post(payments(order.reference), { method: 'cash', amount: half, currency: 'USD' }),
        );
      }),
    );
    expect(responses.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const rows = await server.app.db
      .selectFrom('orders')
      .select(['reference', 'status', 'receipt_number'])
      .where(
        'reference',
        'in',
        orders.map((o) => o.reference),
      )
      .execute();
    expect(rows.every((r) => r.status === 'paid')).toBe(true);
    const numbers = rows.map((r) => r.receipt_number!).sort();
    expect(new Set(numbers).size).toBe(12);
    const year = numbers[0]!.slice(6, 10);
    const start = (before.find((c) => String(c.year) === year)?.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `DRS-R-${year}-${String(start + i).padStart(6, '0')}`));
    // Every order exactly covered: two entries each, no third.
    const entries = await server.app.db
      .selectFrom('order_payments')
      .select('order_id')
      .where(
        'order_id',
        'in',
        (
          await server.app.db
            .selectFrom('orders')
            .select('id')
            .where(
              'reference',
              'in',
              orders.map((o) => o.reference),
            )
            .execute()
        ).map((r) => r.id),
      )
      .execute();
    expect(entries).toHaveLength(24);
  });

  it('a payment rolled back (a lapsed session slot) gives its number back: no gap', async () => {
    const year = new Date().getUTCFullYear();
    const last = async () =>
      (await server.app.db.selectFrom('receipt_counters').select('last').where('year', '=', year).executeTakeFirst())?.last ?? 0;
    const order = await placeOrder(new TestClient(server.url), [3]);
    const before = await last();
    // An order whose payment fails after the number was drawn: the transaction rolls back as a whole.
    await server.app.db
      .transaction()
      .execute(async (trx) => {
        const { nextReceiptSequence } = await import('../../src/repositories/payments.ts');
        expect(await nextReceiptSequence(trx, year)).toBe(before + 1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await last()).toBe(before);
    const paid = await admin.client.post(payments(order.reference), { method: 'cash', amount: Number(order.total), currency: 'USD' });
    expect(paid.body.receipt_number).toBe(`DRS-R-${year}-${String(before + 1).padStart(6, '0')}`);
  });
});

describe('USD_LBP_RATE', () => {
  it('seeds the first rate once; a rate set in the back office is not overwritten by a restart', async () => {
    const seeded = await startTestServer({ USD_LBP_RATE: '89000' });
    try {
      expect((await new TestClient(seeded.url).get('/api/lbp-rate')).body).toMatchObject({ rate: 89000 });
      const { seedLbpRate } = await import('../../src/repositories/payments.ts');
      await seedLbpRate(seeded.app.db, 90000);
      const rows = await seeded.app.db.selectFrom('lbp_rates').selectAll().execute();
      expect(rows.map((r) => [r.rate, r.set_by])).toEqual([[89000, 'config']]);
    } finally {
      await seeded.close();
    }
  });
});

describe('order detail and audit', () => {
  it('keeps notes, e-mails the buyer the reason of a cancellation, and filters the audit log by actor, action and target', async () => {
    const buyer = await signedInClient(server);
    const order = await placeOrder(buyer.client, [16]);
    const noted = await admin.client.post(`/api/admin/orders/${order.reference}/notes`, { body: 'Called the student; pays Friday.' });
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toEqual([
      { id: expect.any(Number), body: 'Called the student; pays Friday.', author: admin.user.email, created_at: expect.any(String) },
    ]);
    expect((await admin.client.post(`/api/admin/orders/${order.reference}/notes`, { body: '' })).status).toBe(422);
    const cancelled = await admin.client.post(`/api/admin/orders/${order.reference}/cancel`, { reason: 'Course no longer offered' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.history.map((h: any) => [h.status, h.note])).toEqual([
      ['pending', null],
      ['cancelled', 'Course no longer offered'],
    ]);
    const mail = await smtp.readEmail(buyer.user.email);
    expect(mail.subject).toBe(`Your Darsak order ${order.reference} was cancelled`);
    expect(mail.text).toContain('Reason: Course no longer offered');

    const byTarget = await admin.client.get(`/api/admin/audit?target=${order.reference}`);
    expect(byTarget.body.data.map((e: any) => e.action)).toEqual(['order.cancel', 'order.note']);
    const byAction = await admin.client.get(`/api/admin/audit?action=order.note&target=${order.reference}`);
    expect(byAction.body.total).toBe(1);
    const byResource = await admin.client.get('/api/admin/audit?action=lbp_rate');
    expect(byResource.body.data.every((e: any) => e.action.startsWith('lbp_rate.'))).toBe(true);
    const byActor = await admin.client.get(
      `/api/admin/audit?actor=${encodeURIComponent(admin.user.email.slice(0, 6).toUpperCase())}&target=${order.reference}`,
    );
    expect(byActor.body.total).toBe(2);
    expect((await admin.client.get('/api/admin/audit?actor=%25&target=' + order.reference)).body.total).toBe(0);
    expect((await admin.client.get('/api/admin/audit?action=DROP TABLE')).status).toBe(422);
  });
});

describe('plans', () => {
  it('are ordered like courses: an item of kind plan priced by the server, alone or beside courses; paid like any order', async () => {
    const buyer = await signedInClient(server);
    const alone = await buyer.client.post('/api/orders', { plan_id: 2, price: '0.01' });
    expect(alone.status).toBe(201);
    expect(alone.body).toMatchObject({
      total: '49.99',
      items: [{ kind: 'plan', course_id: null, code: 'PLAN-STANDARD', title: 'Standard Plan', price: '49.99' }],
    });
    const both = await buyer.client.post('/api/orders', { course_ids: [1], plan_id: '1' });
    expect(both.status).toBe(201);
    expect(both.body.items.map((i: any) => i.kind ?? 'course').sort()).toEqual(['course', 'plan']);
    expect(Number(both.body.total)).toBeCloseTo(19.99 + Number(both.body.items.find((i: any) => i.course_id === 1).price), 2);
    expect((await buyer.client.post('/api/orders', { plan_id: 4 })).status).toBe(422);
    expect((await buyer.client.post('/api/orders', {})).body.errors).toEqual({ course_ids: ['The course ids field is required.'] });
    const paid = await admin.client.post(payments(alone.body.reference), { method: 'whish', amount: 49.99, currency: 'USD' });
    expect(paid.body).toMatchObject({ status: 'paid', items: [{ kind: 'plan', code: 'PLAN-STANDARD' }] });
    const pdf = await download(buyer.client, `/api/orders/${alone.body.reference}/receipt.pdf`);
    expect((await pdfText(pdf.bytes)).text).toContain('Standard Plan');
  });
});
