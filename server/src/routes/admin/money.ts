import fastifyMultipart from '@fastify/multipart';
import { fileExtension, paymentInputSchema, PAYMENT_PROOF_MAX_BYTES, stripUnsafe, type PaymentInput } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { parseRequestPart } from '../../http/validation.ts';
import { cvActiveContent } from '../../lib/files/active-content.ts';
import { CV_FORMATS, cleanFileName, detectCvKind, readMultipartForm } from '../../lib/files/file-checks.ts';
import { recordPaymentIn, recordRefundIn } from '../../money/ledger.ts';
import { loadAdminOrderDetail } from '../../money/order-detail.ts';
import { ordersCsv, paymentsCsv, rangeOf, revenueReport } from '../../money/reports.ts';
import { readerLocale } from '../../lib/http/locale.ts';
import { findOrderForAdmin } from '../../repositories/admin-orders.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import {
  currentLbpRate,
  findMoneyEntry,
  insertLbpRate,
  insertOrderNote,
  lbpRateHistory,
  lockOrder,
  type LbpRateRow,
} from '../../repositories/payments.ts';
import { actorOf } from './actor.ts';

const {
  recordPayment,
  paymentProof,
  refundOrder,
  addOrderNote,
  getLbpRates,
  setLbpRate,
  revenueReport: revenue,
  exportOrders,
  exportPayments,
} = contracts.money;

/** A proof of payment is a photo of the transfer or its PDF receipt. */
const PROOF_KINDS = new Set(['pdf', 'jpg', 'png']);

/**
 * "attachment" with an ASCII fallback name and the exact UTF-8 name (RFC 6266), as CV downloads
 * are sent: never rendered inline, sandboxed if a browser tries.
 */
const attachment = (stored: string) => {
  const name = stripUnsafe(stored) || 'proof';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'proof';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

const presentRate = (row: LbpRateRow) => ({ rate: Number(row.rate), set_at: row.set_at, set_by: row.set_by, note: row.note });

/**
 * The money desk's back-office writes (issue 20; decision 077): payments (JSON, or multipart
 * with a proof), a proof's download, refunds, notes on an order, the day's lira rate. Each is
 * one transaction holding the order's row, audited with what it changed.
 */
export default async function adminMoneyRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PAYMENT_PROOF_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 2048 },
  });

  /** The payment's fields and its proof (multipart), or the JSON body; validated by the contract's schema. */
  async function readPayment(request: FastifyRequest): Promise<{ input: PaymentInput; proof: { bytes: Buffer; fileName: string } | null }> {
    if (!request.isMultipart()) return { input: parseRequestPart(paymentInputSchema, request.body), proof: null };
    const { fields, file } = await readMultipartForm(request, 'proof', PAYMENT_PROOF_MAX_BYTES);
    return { input: parseRequestPart(paymentInputSchema, fields), proof: file };
  }

  route(app, recordPayment, async (request, reply) => {
    const { reference } = request.params;
    const { input, proof } = await readPayment(request);
    let stored: { path: string; mime: string; name: string } | null = null;
    if (proof) {
      // What the bytes are, never the name or the Content-Type sent; nothing active in a PDF.
      const kind = await detectCvKind(proof.bytes);
      if (!kind || !PROOF_KINDS.has(kind)) throw fieldError('proof', 'uploads.file_type', { values: 'pdf, jpg, jpeg, png' });
      const active = cvActiveContent(kind, proof.bytes);
      if (active) throw fieldError('proof', active);
      const format = CV_FORMATS[kind];
      const extension = format.fileNameExtensions.includes(fileExtension(proof.fileName).toLowerCase())
        ? fileExtension(proof.fileName)
        : format.extension;
      const name = cleanFileName(proof.fileName, `proof${format.extension}`);
      stored = {
        path: await app.storage.put('payment-proofs', proof.bytes, format.extension),
        mime: format.mime,
        name: name.endsWith(extension) ? name : `${name}${format.extension}`,
      };
    }
    try {
      const recorded = await app.db
        .transaction()
        .execute((trx) => recordPaymentIn(app, trx, { reference, entry: input, proof: stored, actor: actorOf(request), now: Date.now() }));
      if (recorded.settled) app.metrics.ordersPaid.inc();
      if (recorded.sessionConfirmed) app.metrics.bookingsConfirmed.inc();
    } catch (error) {
      if (stored) await app.storage.remove(stored.path);
      throw error;
    }
    app.mailer.kick();
    return reply.status(201).send(await loadAdminOrderDetail(app.db, reference));
  });

  route(app, paymentProof, async (request, reply) => {
    const order = await findOrderForAdmin(app.db, request.params.reference);
    const entry = order ? await findMoneyEntry(app.db, Number(order.id), request.params.id) : undefined;
    if (!entry) throw notFound('payments.not_found');
    const file = entry.proof_path ? await app.storage.read(entry.proof_path) : null;
    if (!file) throw notFound('payments.no_proof');
    return reply
      .header('Content-Type', entry.proof_mime ?? 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', attachment(entry.proof_name ?? 'proof'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });

  route(app, refundOrder, async (request) => {
    const { reference } = request.params;
    const result = await app.db
      .transaction()
      .execute((trx) => recordRefundIn(app, trx, { reference, entry: request.body, actor: actorOf(request), now: Date.now() }));
    app.mailer.kick();
    const order = (await loadAdminOrderDetail(app.db, reference))!;
    return { message: result.full ? 'Order refunded.' : 'Refund recorded.', ...order };
  });

  route(app, addOrderNote, async (request, reply) => {
    const { reference } = request.params;
    await app.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, reference);
      if (!order) throw notFound('orders.not_found');
      const note = await insertOrderNote(trx, { orderId: Number(order.id), body: request.body.body, actor: actorOf(request) });
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'order.note',
        targetType: 'order',
        targetId: reference,
        details: { note_id: Number(note.id), body: note.body },
      });
    });
    return reply.status(201).send(await loadAdminOrderDetail(app.db, reference));
  });

  route(app, getLbpRates, async () => {
    const [current, history] = await Promise.all([currentLbpRate(app.db), lbpRateHistory(app.db)]);
    return { current: current ? presentRate(current) : null, history: history.map(presentRate) };
  });

  route(app, setLbpRate, async (request, reply) => {
    const row = await app.db.transaction().execute(async (trx) => {
      const before = await currentLbpRate(trx);
      const inserted = await insertLbpRate(trx, { rate: request.body.rate, note: request.body.note ?? null, actor: actorOf(request) });
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'lbp_rate.set',
        targetType: 'lbp_rate',
        targetId: Number(inserted.id),
        details: { before: { rate: before ? Number(before.rate) : null }, after: { rate: Number(inserted.rate) }, note: inserted.note },
      });
      return inserted;
    });
    return reply.status(201).send(presentRate(row));
  });

  route(app, revenue, async (request) => {
    const { from, to, group } = request.query;
    return revenueReport(app.db, {
      from,
      to,
      group,
      methods: app.config.business.paymentMethods,
      locale: readerLocale(request, request.user.locale),
    });
  });

  // Streamed: a batch of rows is read only when the previous one was written (bounded memory).
  for (const [endpoint, stream, name] of [
    [exportOrders, ordersCsv, 'orders'],
    [exportPayments, paymentsCsv, 'payments'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { from, to } = request.query;
      const file = `darsak-${name}${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream(app.db, rangeOf({ from, to })));
    });
  }
}
