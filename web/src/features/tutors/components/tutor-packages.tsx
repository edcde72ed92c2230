import type { TutorPackage } from '@darsak/common';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { format, formatPrice, messages } from '@/lib/i18n';
import './tutor-packages.css';

/**
 * A tutor's packages of hours on the tutor page, beside Book Session (issue 20, point 7; decision
 * 086): each one orders itself (POST /api/orders {package_id}, priced by the server) and opens the
 * order's page with how to pay; once paid, its hours are credit that Book Session offers. Signed
 * out, the button leads to the login page and back here: the hours are credited to an account.
 */
export function TutorPackages({ tutor }: { tutor: { id: number; name: string; packages?: readonly TutorPackage[] | undefined } }) {
  const t = messages.tutors.detail.packages;
  const headingId = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const packages = tutor.packages ?? [];
  if (packages.length === 0) return null;

  const buy = async (pkg: TutorPackage) => {
    if (!user) {
      void navigate(paths.login.href(paths.tutor.href(tutor.id)));
      return;
    }
    setBusy(pkg.id);
    setFailed(null);
    try {
      const order = await call('POST /api/orders', { body: { package_id: pkg.id } }, { csrf: true });
      await navigate(paths.order.href(order.reference));
    } catch (error) {
      setFailed(error instanceof ApiError && error.fromServer ? (error.errors.package_id?.[0] ?? error.message) : t.failed);
      setBusy(null);
    }
  };

  return (
    <section className="tutor-packages card" aria-labelledby={headingId}>
      <h2 id={headingId} className="tutor-packages__title">
        {t.heading}
      </h2>
      <p className="tutor-packages__intro">{format(t.intro, { name: tutor.name })}</p>
      <ul className="tutor-packages__list">
        {packages.map((pkg) => (
          <li key={pkg.id} className="tutor-packages__item">
            <p className="tutor-packages__name">
              {format(t.hours, { count: pkg.hours })} · <bdi>{formatPrice(pkg.price, 'total')}</bdi>
            </p>
            <p className="tutor-packages__rate">{format(t.perHour, { price: formatPrice(pkg.price_per_hour) })}</p>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy !== null}
              onClick={() => void buy(pkg)}
              aria-label={format(t.buyOf, { count: pkg.hours, name: tutor.name })}
            >
              {busy === pkg.id ? t.placing : user ? t.buy : t.signIn}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="tutor-packages__error">
          {failed}
        </p>
      )}
    </section>
  );
}
