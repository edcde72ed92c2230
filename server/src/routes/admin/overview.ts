import { formatCents } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { presentAuditEntry } from '../../presenters/admin.ts';
import { adminStats } from '../../repositories/admin-stats.ts';
import { listAudit } from '../../repositories/audit-log.ts';
import { bookingStats } from '../../repositories/bookings.ts';
import { addDays, beirutInstant, beirutWeekStart, utcIso } from '../../lib/time/beirut.ts';

/** The dashboard figures and the audit log. */
export default async function adminOverviewRoutes(app: FastifyInstance) {
  route(app, contracts.admin.stats, async () => {
    const stats = await adminStats(app.db);
    // This Beirut week, Monday 00:00 to the next Monday 00:00 (decision 072).
    const monday = beirutWeekStart(Date.now());
    const sessions = await bookingStats(
      app.db,
      utcIso(beirutInstant(monday, 0) ?? Date.now()),
      utcIso(beirutInstant(addDays(monday, 7), 0) ?? Date.now()),
    );
    return {
      pending_orders: stats.pendingOrders,
      paid_this_month: stats.paidThisMonth,
      revenue_this_month: formatCents(stats.revenueThisMonthCents),
      pending_applications: stats.pendingApplications,
      ratings_this_week: stats.ratingsThisWeek,
      ...(stats.ratingsThisWeekCapped ? { ratings_this_week_capped: true } : {}),
      sessions_this_week: sessions.sessionsThisWeek,
      refunds_due: sessions.refundsDue,
    };
  });

  route(app, contracts.admin.audit, async (request) => {
    const query = request.query;
    const { rows, total, capped } = await listAudit(app.db, pageWindow(query), {
      actor: query.actor,
      action: query.action,
      target: query.target,
    });
    return { data: rows.map(presentAuditEntry), total, ...(capped ? { total_capped: true } : {}) };
  });
}
