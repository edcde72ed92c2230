import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal/modal';
import { paths } from '@/config/paths';
import { format, formatPrice, messages } from '@/lib/i18n';
import { courseTitle } from '@/lib/localize-content';
import { useOwnedCourses } from '@/lib/my-courses';
import { useCart } from '../cart-context';
import { CartIcon } from './cart-icon';
import './cart.css';

/** The slide-in cart panel with its overlay (SPEC section 2, Courses). */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = messages.cart;
  const { items, total, remove, clear } = useCart();
  const owns = useOwnedCourses();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const removeItem = (id: number) => {
    remove(id);
    // The removed button leaves the page: keep focus inside the panel.
    titleRef.current?.focus();
  };
  const clearAll = () => {
    clear();
    titleRef.current?.focus();
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} placement="end" className="cart-panel">
      <div className="cart-panel__header">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="cart-panel__title">
          {t.title}
        </h2>
        <button type="button" className="btn btn-ghost cart-panel__close" aria-label={t.close} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {items.length === 0 ? (
        <div className="cart-panel__empty">
          <span className="cart-panel__empty-icon">
            <CartIcon size={40} />
          </span>
          <p className="cart-panel__empty-title">{t.emptyTitle}</p>
          <p className="cart-panel__empty-text">{t.emptyText}</p>
        </div>
      ) : (
        <>
          <ul className="cart-panel__items">
            {items.map((item) => (
              <li key={item.id} className="cart-item">
                <div className="cart-item__body">
                  <bdi className="cart-item__code">{item.code}</bdi>
                  <span className="cart-item__title">{courseTitle(item)}</span>
                  <span className="cart-item__price">
                    <bdi>{format(t.itemPrice, { price: item.price })}</bdi>
                  </span>
                  {owns(item.id) && (
                    <Link to={`${paths.myCourses.href()}#my-course-${item.id}`} className="cart-item__owned" onClick={onClose}>
                      {t.owned}
                    </Link>
                  )}
                </div>
                <button
                  type="button"
                  className="btn btn-ghost cart-item__remove"
                  aria-label={format(t.removeOf, { title: courseTitle(item) })}
                  onClick={() => removeItem(item.id)}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
          <div className="cart-panel__footer">
            <p className="cart-panel__total">
              <span>{t.total}</span>
              <strong>
                <bdi>{formatPrice(total, 'total')}</bdi>
              </strong>
            </p>
            <div className="cart-panel__actions">
              <Link to={paths.payment.href()} className="btn btn-primary">
                {t.buy}
              </Link>
              <button type="button" className="btn btn-secondary" onClick={clearAll}>
                {t.clear}
              </button>
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
