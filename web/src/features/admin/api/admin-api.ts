import { api, apiUrl } from '@/lib/api-client';
import type { AdminApplication, AdminApplicationSummary, AdminOrder, AdminRating, AdminStats, AdminUser, AuditEntry, Page } from '../types';

/** Query parameters of a list: page, per_page and filters; empty values are left out. */
export type ListParams = Record<string, string | number | undefined>;

export function withQuery(path: string, params: ListParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const enc = encodeURIComponent;
/** Every admin write is a CSRF-protected POST like the rest of the app's writes. */
const write = <T = unknown>(path: string, body?: Record<string, unknown>) => api.post<T>(path, body ?? {}, { csrf: true });

export const adminApi = {
  stats: () => api.get<AdminStats>('/api/admin/stats'),

  orders: (params: ListParams) => api.get<Page<AdminOrder>>(withQuery('/api/admin/orders', params)),
  markPaid: (reference: string, note?: string) =>
    write(`/api/admin/orders/${enc(reference)}/mark-paid`, note ? { note } : {}),
  cancelOrder: (reference: string) => write(`/api/admin/orders/${enc(reference)}/cancel`),

  applications: (params: ListParams) => api.get<Page<AdminApplicationSummary>>(withQuery('/api/admin/applications', params)),
  application: (id: number | string) => api.get<AdminApplication>(`/api/admin/applications/${enc(String(id))}`),
  /** A plain link (the browser downloads it with the session cookie): Content-Disposition: attachment. */
  cvHref: (id: number | string) => apiUrl(`/api/admin/applications/${enc(String(id))}/cv`),
  approve: (id: string) => write(`/api/admin/applications/${enc(id)}/approve`),
  reject: (id: string, reason: string) => write(`/api/admin/applications/${enc(id)}/reject`, { reason }),

  ratings: (params: ListParams) => api.get<Page<AdminRating>>(withQuery('/api/admin/ratings', params)),
  hideRating: (id: number, reason: string) => write(`/api/admin/ratings/${id}/hide`, { reason }),
  unhideRating: (id: number) => write(`/api/admin/ratings/${id}/unhide`),

  users: (params: ListParams) => api.get<Page<AdminUser>>(withQuery('/api/admin/users', params)),
  disableUser: (id: number) => write(`/api/admin/users/${id}/disable`),
  enableUser: (id: number) => write(`/api/admin/users/${id}/enable`),

  audit: (params: ListParams) => api.get<Page<AuditEntry>>(withQuery('/api/admin/audit', params)),
};
