import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field/form-field';
import { type FieldErrors } from '@/lib/api-client';
import { format, formatPrice, messages } from '@/lib/i18n';
import { catalogueApi } from '../api/catalogue-api';
import { FeedbackLine } from '../components/feedback-line';
import { QueryState } from '../components/query-state';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { errorText, fieldErrorsOf } from './shared';

type Package = Awaited<ReturnType<typeof catalogueApi.tutorPackages>>[number];

/**
 * The tutor editor's packages of hours (issue 20, point 7; decision 086): the list with each
 * price editable and archive or restore, and a form to add one. A package's hours are fixed once
 * created (the credit it gave names them): another number of hours is another package.
 */
export function TutorPackagesSection({ tutorId, tutorName }: { tutorId: number; tutorName: string }) {
  const t = messages.adminCatalogue.packages;
  const headingId = useId();
  const query = useAdminQuery('tutorPackages', tutorId, () => catalogueApi.tutorPackages(tutorId));
  const action = useAdminAction();
  const [hours, setHours] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const add = async (event: FormEvent) => {
    event.preventDefault();
    let refused: unknown = null;
    const ok = await action.run(
      () =>
        catalogueApi.createTutorPackage(tutorId, { hours, price }).catch((error: unknown) => {
          refused = error;
          throw error;
        }),
      format(t.added, { count: Number(hours) || 0 }),
    );
    setErrors(ok ? {} : fieldErrorsOf(refused));
    if (ok) {
      setHours('');
      setPrice('');
    }
  };

  return (
    <section className="card catalogue-packages" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p className="admin-muted">{format(t.intro, { name: tutorName })}</p>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(packages) =>
          packages.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="catalogue-packages__list">
              {packages.map((pkg) => (
                <PackageRow key={`${pkg.id}-${pkg.price}-${pkg.archived}`} pkg={pkg} tutorId={tutorId} action={action} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <form className="catalogue-packages__add" onSubmit={(event) => void add(event)} noValidate>
        <h3>{t.add}</h3>
        <FormField label={t.hours} error={errorText(errors, 'hours')}>
          {(field) => (
            <input {...field} className="input" inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
          )}
        </FormField>
        <FormField label={t.price} error={errorText(errors, 'price')}>
          {(field) => (
            <input {...field} className="input" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
          )}
        </FormField>
        <button type="submit" className="btn btn-secondary" disabled={action.busy}>
          {t.addButton}
        </button>
      </form>
    </section>
  );
}

function PackageRow({ pkg, tutorId, action }: { pkg: Package; tutorId: number; action: ReturnType<typeof useAdminAction> }) {
  const t = messages.adminCatalogue.packages;
  const id = useId();
  const [price, setPrice] = useState(pkg.price);
  const name = format(t.hoursValue, { count: pkg.hours });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => catalogueApi.updateTutorPackage(tutorId, pkg.id, { price }), format(t.priceSaved, { name }));
  };
  const toggle = () =>
    void action.run(
      () => catalogueApi.updateTutorPackage(tutorId, pkg.id, { archived: !pkg.archived }),
      format(pkg.archived ? t.restored : t.archived, { name }),
    );
  return (
    <li className="catalogue-packages__item">
      <form onSubmit={save} className="catalogue-packages__row">
        <p className="catalogue-packages__name">
          <strong>{name}</strong> · <bdi>{format(t.perHour, { price: formatPrice(pkg.price_per_hour) })}</bdi>
          {pkg.archived && <span className="admin-pill admin-pill--rejected">{t.archivedPill}</span>}
        </p>
        <label htmlFor={`${id}-price`}>{format(t.priceOf, { name })}</label>
        <input
          id={`${id}-price`}
          className="input"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          disabled={action.busy}
        />
        <button type="submit" className="btn btn-secondary btn-small" disabled={action.busy || price === pkg.price}>
          {t.savePrice}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={toggle} disabled={action.busy}>
          {pkg.archived ? t.restore : t.archive}
        </button>
      </form>
    </li>
  );
}
