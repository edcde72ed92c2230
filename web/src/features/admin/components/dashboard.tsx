import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, formatPrice, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { useAdminQuery } from '../hooks/use-admin-query';
import type { AdminStats } from '../types';
import { AdminHeading } from './admin-layout';
import { QueryState } from './query-state';

/** /admin: the four figures the business watches, each leading to its list. */
export function Dashboard() {
  const query = useAdminQuery('stats', undefined, adminApi.stats);
  return (
    <>
      <AdminHeading section="dashboard" />
      <QueryState query={query}>{(stats) => <StatCards stats={stats} />}</QueryState>
    </>
  );
}

function StatCards({ stats }: { stats: AdminStats }) {
  const t = messages.admin.dashboard;
  const cards = [
    {
      label: t.pendingOrders,
      value: String(stats.pending_orders),
      to: `${paths.adminOrders.href()}?status=pending`,
      section: messages.admin.sections.orders,
    },
    {
      label: t.paidThisMonth,
      value: String(stats.paid_this_month),
      detail: format(t.paidAmount, { total: formatPrice(stats.revenue_this_month, 'total') }),
      to: `${paths.adminOrders.href()}?status=paid`,
      section: messages.admin.sections.orders,
    },
    {
      label: t.pendingApplications,
      value: String(stats.pending_applications),
      to: `${paths.adminApplications.href()}?status=pending`,
      section: messages.admin.sections.applications,
    },
    {
      label: t.ratingsThisWeek,
      // Counted up to a cap (decision 087): 'More than 1000' past it.
      value: stats.ratings_this_week_capped ? format(t.moreThan, { count: stats.ratings_this_week }) : String(stats.ratings_this_week),
      to: paths.adminRatings.href(),
      section: messages.admin.sections.ratings,
    },
    // Sessions (issue 19): confirmed sessions starting this Beirut week, and paid sessions cancelled in time.
    {
      label: t.sessionsThisWeek,
      value: String(stats.sessions_this_week),
      to: `${paths.adminSessions.href()}?view=week&status=confirmed`,
      section: messages.admin.sections.sessions,
    },
    {
      label: t.refundsDue,
      value: String(stats.refunds_due),
      to: `${paths.adminSessions.href()}?status=cancelled`,
      section: messages.admin.sections.sessions,
    },
  ];
  return (
    <ul className="admin-stats">
      {cards.map((card) => (
        <li key={card.label} className="card admin-stat">
          <p className="admin-stat__value">{card.value}</p>
          <h2 className="admin-stat__label">{card.label}</h2>
          {card.detail && <p className="admin-muted">{card.detail}</p>}
          <Link to={card.to} className="admin-stat__link">
            {format(t.open, { section: card.section })}
            <span className="visually-hidden">: {card.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
