import { adminApplicationsQuerySchema, adminReasonSchema, type AdminApplication, type AdminApplicationSummary, type AdminList } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { applicationDecisionEmail } from '../../mail/order-templates.ts';
import { presentApplication, presentApplicationSummary } from '../../presenters/admin.ts';
import { decideApplication, findApplication, listApplicationsForAdmin } from '../../repositories/applications.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { findUserById } from '../../repositories/users.ts';
import { actorOf } from './actor.ts';

type IdParams = { Params: { id: string } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "attachment" with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'cv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Tutor applications: read, download the CV, approve or reject (an e-mail tells the applicant). */
export default async function adminApplicationRoutes(app: FastifyInstance) {
  const load = async (id: string) => {
    const row = UUID.test(id) ? await findApplication(app.db, id.toLowerCase()) : undefined;
    if (!row) throw notFound('Application not found.');
    return row;
  };

  app.get('/api/admin/applications', async (request): Promise<AdminList<AdminApplicationSummary>> => {
    const query = validate(adminApplicationsQuerySchema, request.query);
    const { rows, total } = await listApplicationsForAdmin(app.db, { status: query.status }, pageWindow(query));
    return { data: rows.map(presentApplicationSummary), total };
  });

  app.get<IdParams>('/api/admin/applications/:id', async (request): Promise<AdminApplication> =>
    presentApplication(await load(request.params.id)),
  );

  /** The stored file as it was uploaded: its checked type, never rendered inline. */
  app.get<IdParams>('/api/admin/applications/:id/cv', async (request, reply) => {
    const row = await load(request.params.id);
    const file = row.cv_path ? await app.storage.read(row.cv_path) : null;
    if (!file) throw notFound('This application has no CV.');
    return reply
      .header('Content-Type', row.cv_mime ?? 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', attachment(row.cv_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post<IdParams>(`/api/admin/applications/:id/${decision}`, async (request) => {
      const current = await load(request.params.id);
      const reason = decision === 'reject' ? validate(adminReasonSchema, request.body).reason : null;
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const decided = await app.db.transaction().execute(async (trx) => {
        const row = await decideApplication(trx, current.id, status, reason);
        if (!row) return undefined;
        // The answer is written in the applicant's language (users.locale).
        const applicant = await findUserById(trx, Number(row.user_id));
        await app.mailer.queue(
          applicationDecisionEmail({
            to: row.email,
            name: row.name,
            approved: status === 'approved',
            reason,
            appUrl: app.config.appUrl,
            locale: applicant?.locale,
          }),
          trx,
        );
        await recordAudit(trx, {
          actor: actorOf(request),
          action: `application.${decision}`,
          targetType: 'application',
          targetId: row.id,
          details: { applicant: row.email, ...(reason ? { reason } : {}) },
        });
        return row;
      });
      if (!decided) throw new HttpError(409, `This application was already ${(await load(current.id)).status}.`);
      app.mailer.kick();
      return { message: status === 'approved' ? 'Application approved.' : 'Application rejected.', ...presentApplication(decided) };
    });
  }
}
