import { apiHref, call } from '@/lib/api-client';

/** Query parameters of a list: page, per_page and filters; empty values are left out by the client. */
export type ListParams = Record<string, string | number | undefined>;

/** Every admin write is a CSRF-protected POST like the rest of the app's writes. */
const csrf = { csrf: true } as const;

/** The back office's calls, each through its contract (common/src/contracts/admin.ts). */
export const adminApi = {
  stats: () => call('GET /api/admin/stats'),

  orders: (query: ListParams) => call('GET /api/admin/orders', { query }),
  markPaid: (reference: string, note?: string) =>
    call('POST /api/admin/orders/:reference/mark-paid', { params: { reference }, body: note ? { note } : {} }, csrf),
  cancelOrder: (reference: string) => call('POST /api/admin/orders/:reference/cancel', { params: { reference }, body: {} }, csrf),

  applications: (query: ListParams) => call('GET /api/admin/applications', { query }),
  application: (id: string) => call('GET /api/admin/applications/:id', { params: { id } }),
  /** A plain link (the browser downloads it with the session cookie): Content-Disposition: attachment. */
  cvHref: (id: string) => apiHref('GET /api/admin/applications/:id/cv', { params: { id } }),
  approve: (id: string) => call('POST /api/admin/applications/:id/approve', { params: { id } }, csrf),
  reject: (id: string, reason: string) => call('POST /api/admin/applications/:id/reject', { params: { id }, body: { reason } }, csrf),

  ratings: (query: ListParams) => call('GET /api/admin/ratings', { query }),
  hideRating: (id: number, reason: string) => call('POST /api/admin/ratings/:id/hide', { params: { id }, body: { reason } }, csrf),
  unhideRating: (id: number) => call('POST /api/admin/ratings/:id/unhide', { params: { id } }, csrf),

  users: (query: ListParams) => call('GET /api/admin/users', { query }),
  disableUser: (id: number) => call('POST /api/admin/users/:id/disable', { params: { id } }, csrf),
  enableUser: (id: number) => call('POST /api/admin/users/:id/enable', { params: { id } }, csrf),

  audit: (query: ListParams) => call('GET /api/admin/audit', { query }),

  // The System screen (common/src/contracts/admin-system.ts).
  system: () => call('GET /api/admin/system'),
  outbox: (query: ListParams) => call('GET /api/admin/outbox', { query }),
  retryMail: (id: number) => call('POST /api/admin/outbox/:id/retry', { params: { id } }, csrf),
  discardMail: (id: number) => call('POST /api/admin/outbox/:id/discard', { params: { id } }, csrf),
};
