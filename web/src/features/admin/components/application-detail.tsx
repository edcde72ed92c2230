import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '@/components/alert/alert-provider';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { catalogueApi } from '../api/catalogue-api';
import { dateTimeCell, formatList } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import type { AdminApplication } from '../types';
import { FeedbackLine } from './feedback-line';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';
import { formatPhone } from '@/lib/phone';

/** /admin/applications/{id}: the whole application, its CV, and approve or reject with a reason. */
export function ApplicationDetail({ id }: { id: string }) {
  const t = messages.admin.applications;
  const query = useAdminQuery('application', id, () => adminApi.application(id));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <p>
        <Link to={paths.adminApplications.href()}>{t.back}</Link>
      </p>
      {notFound ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <QueryState query={query}>{(application) => <ApplicationView application={application} />}</QueryState>
      )}
    </>
  );
}

function ApplicationView({ application }: { application: AdminApplication }) {
  const t = messages.admin.applications;
  const action = useAdminAction();
  const { confirm } = useAlert();
  const [rejecting, setRejecting] = useState(false);
  const navigate = useNavigate();
  const fromApplication = messages.adminCatalogue.fromApplication;
  const title = format(t.detailTitle, { name: application.name });

  const fields: [string, string | number | null | undefined][] = [
    [t.email, application.email],
    [t.fields.phone, application.phone ? formatPhone(application.phone) : application.phone],
    [t.fields.age, application.age],
    [t.university, application.university],
    [t.fields.year, application.year],
    [t.fields.courses, formatList(application.coursesToGive)],
    [t.fields.otherCourses, application.otherCourses],
    [t.fields.pay, application.pay],
    [t.fields.whereYouSeeYourself, application.whereYouSeeYourself],
    [t.fields.goodTutor, application.goodTutor],
    [t.date, dateTimeCell(application.submitted_at)],
    [t.status, t.statuses[application.status] ?? application.status],
    [t.fields.reason, application.review_reason],
  ];

  const approve = async () => {
    if (await confirm(format(t.confirmApprove, { name: application.name }), { confirmLabel: t.approve })) {
      await action.run(() => adminApi.approve(application.id), t.approved);
    }
  };

  // An approved application becomes a draft tutor profile, prefilled from it (issue 18): the
  // admin completes and publishes it on the tutor's screen.
  const createTutor = async () => {
    if (!(await confirm(format(fromApplication.confirm, { name: application.name }), { confirmLabel: fromApplication.create }))) return;
    let created: { id: number } | undefined;
    const ok = await action.run(async () => {
      created = await catalogueApi.tutorFromApplication(application.id);
    }, fromApplication.create);
    if (ok && created) await navigate(paths.adminTutor.href(created.id));
  };

  return (
    <article className="card admin-detail" aria-labelledby="application-title">
      <title>{format(messages.shell.documentTitle, { page: format(messages.admin.documentTitle, { page: title }) })}</title>
      <h1 id="application-title" className="page-title">
        {title}
      </h1>
      <dl className="admin-detail__fields">
        {fields
          .filter(([, value]) => value !== undefined && value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className="admin-detail__field">
              <dt>{label}</dt>
              {/* Answers are the applicant's own words (often English): each keeps its own direction. */}
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      <div className="admin-detail__actions">
        {application.has_cv ? (
          <a className="btn btn-secondary" href={adminApi.cvHref(application.id)} download>
            {t.downloadCv} <span className="visually-hidden">({application.cv_name})</span>
          </a>
        ) : (
          <p className="admin-muted">{t.noCv}</p>
        )}
        {application.status === 'approved' &&
          (application.tutor_id === null ? (
            <button type="button" className="btn btn-primary" disabled={action.busy} onClick={() => void createTutor()}>
              {fromApplication.create}
            </button>
          ) : (
            <Link className="btn btn-secondary" to={paths.adminTutor.href(application.tutor_id)}>
              {fromApplication.open}
            </Link>
          ))}
        {application.status === 'pending' && (
          <>
            <button type="button" className="btn btn-primary" disabled={action.busy} onClick={() => void approve()}>
              {t.approve}
            </button>
            <button type="button" className="btn btn-danger" disabled={action.busy} onClick={() => setRejecting(true)}>
              {t.reject}
            </button>
          </>
        )}
      </div>
      <FeedbackLine feedback={action.feedback} />
      {rejecting && (
        <ReasonDialog
          title={format(t.rejectTitle, { name: application.name })}
          body={t.rejectBody}
          label={t.reasonLabel}
          required
          tone="danger"
          confirmLabel={t.reject}
          error={action.feedback?.tone === 'error' ? action.feedback.text : null}
          onConfirm={(text) => action.run(() => adminApi.reject(application.id, text), t.rejected)}
          onClose={() => setRejecting(false)}
        />
      )}
    </article>
  );
}
