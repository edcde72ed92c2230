import { useAlert } from '@/components/alert/alert-provider';
import { beirutDateTime } from '@/lib/beirut-time';
import { format, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
import { FeedbackLine } from './feedback-line';
import { FilterBar, SelectFilter } from './list-filters';
import { QueryState } from './query-state';

type SystemStatus = Awaited<ReturnType<typeof adminApi.system>>;
type JobRun = SystemStatus['jobs'][number];
type OutboxMail = Awaited<ReturnType<typeof adminApi.outbox>>['data'][number];

/** The scheduled jobs' names as the server records them (jobs/*.ts), and their words. */
const JOB_NAMES: Record<string, keyof typeof messages.admin.system.jobNames> = {
  'order expiry': 'orderExpiry',
  'session reminders': 'sessionReminders',
  'session hold expiry': 'holdExpiry',
  'report totals catch-up': 'reportTotals',
};

/** Product names, the same in every language (kept out of the translated texts). */
const DRIVER_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const REDIS = 'Redis';

/** A time on this screen: the reader's language, Beirut's clock (a dash when there is none). */
const when = (iso: string | null | undefined) => (iso ? beirutDateTime(iso) : messages.admin.none);

/** Working / not answering / not configured, in words (the colour only repeats them). */
function StatePill({ ok }: { ok: boolean | null }) {
  const t = messages.admin.system;
  if (ok === null) return <span className="admin-pill admin-pill--pending">{t.notConfigured}</span>;
  return <span className={`admin-pill admin-pill--${ok ? 'approved' : 'rejected'}`}>{ok ? t.ok : t.down}</span>;
}

function StatusTable({ status }: { status: SystemStatus }) {
  const t = messages.admin.system;
  const storageKind = (t.storageKinds as Record<string, string>)[status.storage.kind] ?? status.storage.kind;
  const rows = [
    { key: 'version', part: t.version, state: <bdi className="admin-code">{status.version}</bdi>, detail: t.versionDetail },
    { key: 'database', part: t.database, state: <StatePill ok={status.database.ok} />, detail: DRIVER_NAMES[status.database.driver] },
    {
      key: 'redis',
      part: REDIS,
      state: <StatePill ok={status.redis.configured ? status.redis.ok : null} />,
      detail: status.redis.configured ? messages.admin.none : t.redisOptional,
    },
    { key: 'storage', part: t.storage, state: <StatePill ok={status.storage.ok} />, detail: storageKind },
  ];
  return (
    <table className="stack-table admin-table">
      <thead>
        <tr>
          <th scope="col">{t.part}</th>
          <th scope="col">{t.state}</th>
          <th scope="col">{t.detail}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" data-label={t.part}>
              {row.part}
            </th>
            <td data-label={t.state}>{row.state}</td>
            <td data-label={t.detail}>{row.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function JobsTable({ jobs }: { jobs: readonly JobRun[] }) {
  const t = messages.admin.system;
  if (jobs.length === 0) return <p className="admin-muted">{t.noJobs}</p>;
  const name = (job: JobRun) => {
    const key = JOB_NAMES[job.name];
    return key ? t.jobNames[key] : job.name;
  };
  return (
    // Inside its section (a region named by its heading); on phones the table stacks into cards.
    <div className="admin-table__frame">
      <table className="stack-table admin-table">
        <thead>
          <tr>
            <th scope="col">{t.job}</th>
            <th scope="col">{t.started}</th>
            <th scope="col">{t.finished}</th>
            <th scope="col">{t.outcome}</th>
            <th scope="col">{t.instance}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.name}>
              <th scope="row" data-label={t.job}>
                {name(job)}
              </th>
              <td data-label={t.started}>{when(job.started_at)}</td>
              <td data-label={t.finished}>{when(job.finished_at)}</td>
              <td data-label={t.outcome} className="admin-table__text">
                {job.ok === null ? (
                  <span className="admin-pill admin-pill--pending">{t.running}</span>
                ) : (
                  <>
                    <span className={`admin-pill admin-pill--${job.ok ? 'approved' : 'rejected'}`}>{job.ok ? t.succeeded : t.failed}</span>{' '}
                    {(job.ok ? job.result : job.error) && <bdi className="admin-code">{job.ok ? job.result : job.error}</bdi>}
                  </>
                )}
              </td>
              <td data-label={t.instance}>
                <bdi className="admin-muted">{job.instance ?? messages.admin.none}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/system (issue 23; decision 085): the build's version, whether the database, Redis and
 * the file storage answer, the scheduled jobs' last runs, and the mail outbox: its counts and its
 * queued and failed e-mails, each retried (a failed one) or discarded after a confirmation.
 */
export function SystemScreen() {
  const t = messages.admin.system;
  const status = useAdminQuery('system', undefined, () => adminApi.system());
  const list = useListParams(['status'] as const);
  const outbox = useAdminQuery('outbox', list.apiParams, () => adminApi.outbox(list.apiParams));
  const action = useAdminAction();
  const { confirm } = useAlert();

  const retry = (mail: OutboxMail) => void action.run(() => adminApi.retryMail(mail.id), format(t.retried, { to: mail.to }));
  const discard = async (mail: OutboxMail) => {
    const ok = await confirm(format(t.confirmDiscard, { subject: mail.subject, to: mail.to }), { confirmLabel: t.discard, tone: 'danger' });
    if (!ok) return;
    await action.run(() => adminApi.discardMail(mail.id), format(t.discarded, { to: mail.to }));
  };

  const columns: AdminColumn<OutboxMail>[] = [
    { key: 'subject', header: t.subject, wrap: true, cell: (mail) => <bdi>{mail.subject}</bdi> },
    { key: 'to', header: t.to, cell: (mail) => <bdi>{mail.to}</bdi> },
    {
      key: 'status',
      header: t.status,
      cell: (mail) => (
        <span className={`admin-pill admin-pill--${mail.status === 'failed' ? 'rejected' : 'pending'}`}>{t.statuses[mail.status]}</span>
      ),
    },
    { key: 'attempts', header: t.attempts, cell: (mail) => mail.attempts },
    {
      key: 'error',
      header: t.lastError,
      wrap: true,
      cell: (mail) => (mail.last_error ? <bdi className="admin-code">{mail.last_error}</bdi> : messages.admin.none),
    },
    { key: 'queued', header: t.queuedAt, cell: (mail) => when(mail.created_at) },
    { key: 'next', header: t.nextTry, cell: (mail) => when(mail.send_after) },
    {
      key: 'actions',
      header: messages.admin.actions,
      cell: (mail) => {
        const names = { subject: mail.subject, to: mail.to };
        return (
          <span className="admin-actions">
            {mail.status === 'failed' && (
              <button
                type="button"
                className="btn btn-small btn-secondary"
                aria-label={format(t.retryOf, names)}
                disabled={action.busy}
                onClick={() => retry(mail)}
              >
                {t.retry}
              </button>
            )}{' '}
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-label={format(t.discardOf, names)}
              disabled={action.busy}
              onClick={() => void discard(mail)}
            >
              {t.discard}
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <AdminHeading section="system" />
      <section aria-labelledby="system-status">
        <h2 id="system-status" className="admin-system__heading">
          {t.statusTitle}
        </h2>
        <QueryState query={status}>{(data) => <StatusTable status={data} />}</QueryState>
      </section>

      <section aria-labelledby="system-jobs">
        <h2 id="system-jobs" className="admin-system__heading">
          {t.jobsTitle}
        </h2>
        <p className="admin-muted">{t.timesNote}</p>
        <QueryState query={status}>{(data) => <JobsTable jobs={data.jobs} />}</QueryState>
      </section>

      <section aria-labelledby="system-outbox">
        <h2 id="system-outbox" className="admin-system__heading">
          {t.outboxTitle}
        </h2>
        <QueryState query={status}>
          {(data) => (
            <dl className="admin-detail__fields admin-system__counts">
              <div className="admin-detail__field">
                <dt>{t.queuedCount}</dt>
                <dd>{data.outbox.queued}</dd>
              </div>
              <div className="admin-detail__field">
                <dt>{t.failedCount}</dt>
                <dd>{data.outbox.failed}</dd>
              </div>
              <div className="admin-detail__field">
                <dt>{t.oldestQueued}</dt>
                <dd>{when(data.outbox.oldest_queued_at)}</dd>
              </div>
            </dl>
          )}
        </QueryState>
        <FilterBar>
          <SelectFilter
            label={t.show}
            value={list.filters.status}
            options={[
              { value: '', label: t.allStatuses },
              { value: 'queued', label: t.statuses.queued },
              { value: 'failed', label: t.statuses.failed },
            ]}
            onChange={(value) => list.setFilter('status', value)}
          />
        </FilterBar>
        <FeedbackLine feedback={action.feedback} />
        <QueryState query={outbox}>
          {(page) => (
            <AdminTable
              columns={columns}
              rows={page.data}
              rowKey={(mail) => mail.id}
              listName={t.outboxTitle}
              page={list.page}
              perPage={list.perPage}
              total={page.total}
              onPage={list.setPage}
            />
          )}
        </QueryState>
      </section>
    </>
  );
}
