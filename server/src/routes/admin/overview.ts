import { adminPageQuerySchema, formatCents, type AdminAuditEntry, type AdminList, type AdminStats } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { pageWindow } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { presentAuditEntry } from '../../presenters/admin.ts';
import { adminStats } from '../../repositories/admin-orders.ts';
import { listAudit } from '../../repositories/audit-log.ts';

/** The dashboard figures and the audit log. */
export default async function adminOverviewRoutes(app: FastifyInstance) {
  app.get('/api/admin/stats', async (): Promise<AdminStats> => {
    const stats = await adminStats(app.db);
    return {
      pending_orders: stats.pendingOrders,
      paid_this_month: stats.paidThisMonth,
      revenue_this_month: formatCents(stats.revenueThisMonthCents),
      pending_applications: stats.pendingApplications,
      ratings_this_week: stats.ratingsThisWeek,
    };
  });

  app.get('/api/admin/audit', async (request): Promise<AdminList<AdminAuditEntry>> => {
    const query = validate(adminPageQuerySchema, request.query);
    const { rows, total } = await listAudit(app.db, pageWindow(query));
    return { data: rows.map(presentAuditEntry), total };
  });
}
