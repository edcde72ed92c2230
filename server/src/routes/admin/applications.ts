import { stripUnsafe } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { applicationDecisionEmail } from '../../mail/order-templates.ts';
import { presentApplication, presentApplicationSummary } from '../../presenters/admin.ts';
import { decideApplication, findApplication, listApplicationsForAdmin } from '../../repositories/applications.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { findUserById } from '../../repositories/users.ts';
import { actorOf } from './actor.ts';

/**
 * "attachment" with an ASCII fallback name and the exact UTF-8 name (RFC 6266), without the
 * control and bidi characters a name stored before they were taken out may hold (decision 073).
 */
const attachment = (stored: string) => {
  const name = stripUnsafe(stored) || 'cv';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'cv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Tutor applications: read, download the CV, approve or reject (an e-mail tells the applicant). */
export default async function adminApplicationRoutes(app: FastifyInstance) {
  const load = async (id: string) => {
    const row = await findApplication(app.db, id);
    if (!row) throw notFound('applications.not_found');
    return row;
  };

  route(app, contracts.admin.listApplications, async (request) => {
    const query = request.query;
    const { rows, total } = await listApplicationsForAdmin(app.db, { status: query.status }, pageWindow(query));
    return { data: rows.map(presentApplicationSummary), total };
  });

  route(app, contracts.admin.getApplication, async (request) => presentApplication(await load(request.params.id)));

  /** The stored file as it was uploaded: its checked type, never rendered inline. */
  route(app, contracts.admin.applicationCv, async (request, reply) => {
    const row = await load(request.params.id);
    const file = row.cv_path ? await app.storage.read(row.cv_path) : null;
    if (!file) throw notFound('applications.no_cv');
    return reply
      .header('Content-Type', row.cv_mime ?? 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', attachment(row.cv_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });

  for (const [decision, endpoint] of [
    ['approve', contracts.admin.approveApplication],
    ['reject', contracts.admin.rejectApplication],
  ] as const) {
    route(app, endpoint, async (request) => {
      const current = await load(request.params.id);
      const reason = decision === 'reject' ? (request.body as { reason: string }).reason : null;
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const decided = await app.db.transaction().execute(async (trx) => {
        const row = await decideApplication(trx, current.id, status, reason);
        if (!row) return undefined;
        // The answer goes to the applicant's own account address once verified, in its language
        // (users.locale): never to the form's e-mail field, which anyone may fill with anyone's
        // address (decision 073). An unverified account gets no e-mail; the back office shows the status.
        const applicant = await findUserById(trx, Number(row.user_id));
        if (applicant?.email_verified_at) {
          await app.mailer.queue(
            applicationDecisionEmail({
              to: applicant.email,
              name: row.name,
              approved: status === 'approved',
              reason,
              appUrl: app.config.appUrl,
              locale: applicant.locale,
            }),
            trx,
          );
        }
        await recordAudit(trx, {
          actor: actorOf(request),
          action: `application.${decision}`,
          targetType: 'application',
          targetId: row.id,
          details: { applicant: row.email, ...(reason ? { reason } : {}) },
        });
        return row;
      });
      if (!decided)
        throw conflict((await load(current.id)).status === 'approved' ? 'applications.already_approved' : 'applications.already_rejected');
      app.mailer.kick();
      return { message: status === 'approved' ? 'Application approved.' : 'Application rejected.', ...presentApplication(decided) };
    });
  }
}
