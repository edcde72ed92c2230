import { format, messages } from '@/lib/i18n';
import { useCart } from '../cart-context';
import { CartIcon } from './cart-icon';
import './cart.css';

/** The button that opens the cart panel, with the number of items in the cart. */
export function CartToggle({ expanded, onClick }: { expanded: boolean; onClick: () => void }) {
  const t = messages.cart;
  const { count } = useCart();
  return (
    <button
      type="button"
      className="btn btn-secondary cart-toggle"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <CartIcon />
      {/* Read as 'Cart 2 items': the visible words start the accessible name. */}
      <span>{t.toggle}</span> <span className="cart-toggle__count">{count}</span>{' '}
      <span className="visually-hidden">{format(t.items, { count })}</span>
    </button>
  );
}
