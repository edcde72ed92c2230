import { apiHref, call } from '@/lib/api-client';

const csrf = { csrf: true } as const;

/** A payment or refund as the back office sends it (decision 077): amounts as typed, the rate for lira. */
export type MoneyEntryInput = {
  method: string;
  amount: string;
  currency: 'USD' | 'LBP';
  rate?: string;
  receipt_number?: string;
  note?: string;
};

const withoutEmpty = (input: MoneyEntryInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

/** The money desk's calls (common/src/contracts/money.ts). */
export const moneyApi = {
  order: (reference: string) => call('GET /api/admin/orders/:reference', { params: { reference } }),
  /** Multipart (the proof travels in `proof`); the server reads the same fields as JSON. */
  recordPayment: (reference: string, input: MoneyEntryInput, proof: File | null) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(withoutEmpty(input))) form.append(key, value);
    if (proof) form.append('proof', proof, proof.name);
    return call('POST /api/admin/orders/:reference/payments', { params: { reference }, body: form }, csrf);
  },
  refund: (reference: string, input: MoneyEntryInput & { note: string }) => {
    const body = withoutEmpty(input);
    return call(
      'POST /api/admin/orders/:reference/refund',
      {
        params: { reference },
        body: {
          method: body.method!,
          amount: Number(body.amount),
          currency: input.currency,
          note: input.note,
          ...(body.rate ? { rate: Number(body.rate) } : {}),
        },
      },
      csrf,
    );
  },
  addNote: (reference: string, body: string) =>
    call('POST /api/admin/orders/:reference/notes', { params: { reference }, body: { body } }, csrf),
  cancel: (reference: string, reason: string) =>
    call('POST /api/admin/orders/:reference/cancel', { params: { reference }, body: { reason } }, csrf),
  proofHref: (reference: string, id: number) =>
    apiHref('GET /api/admin/orders/:reference/payments/:id/proof', { params: { reference, id } }),
  receiptHref: (reference: string) => apiHref('GET /api/orders/:reference/receipt.pdf', { params: { reference } }),

  rates: () => call('GET /api/admin/lbp-rate'),
  setRate: (rate: number, note?: string) => call('POST /api/admin/lbp-rate', { body: { rate, ...(note ? { note } : {}) } }, csrf),

  revenue: (query: { from?: string; to?: string; group: string }) => call('GET /api/admin/reports/revenue', { query }),
  exportHref: (kind: 'orders' | 'payments', query: { from?: string; to?: string }) =>
    kind === 'orders' ? apiHref('GET /api/admin/exports/orders.csv', { query }) : apiHref('GET /api/admin/exports/payments.csv', { query }),
};
