import { format, messages } from '@/lib/i18n';
import { useCart } from '../cart-context';
import { CartIcon } from './cart-icon';
import './cart.css';

type Props = {
  expanded: boolean;
  onClick: () => void;
  /** 'floating' pins the toggle to the viewport's bottom corner, for when its place has scrolled away. */
  placement?: 'inline' | 'floating';
};

/** The button that opens the cart panel, with the number of items in the cart. */
export function CartToggle({ expanded, onClick, placement = 'inline' }: Props) {
  const { count } = useCart();
  const t = messages.cart;
  const className = placement === 'floating' ? 'btn btn-primary cart-toggle cart-toggle--floating' : 'btn btn-secondary cart-toggle';
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick}>
      <CartIcon />
      {/* Read as 'Cart 2 items': the visible words start the accessible name. */}
      <span className="cart-toggle__label">{t.toggle}</span> <span className="cart-toggle__count">{count}</span>{' '}
      <span className="visually-hidden">{format(t.items, { count })}</span>
    </button>
  );
}
