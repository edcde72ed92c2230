import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader/page-loader';
import { CoursesView } from '@/features/catalog/components/courses-view';
import { useCart } from '@/features/cart/cart-context';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { CartToggle } from '@/features/cart/components/cart-toggle';
import { useInView } from '@/hooks/use-in-view';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

function CoursesScreen({ categoryId }: { categoryId: number }) {
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS);
  const cart = useCart();
  const [cartOpen, setCartOpen] = useState(false);
  // Once the toolbar's toggle scrolls away, a floating copy keeps the cart and its count in reach.
  const [toolbarToggle, setToolbarToggle] = useState<HTMLSpanElement | null>(null);
  const toolbarToggleInView = useInView(toolbarToggle);
  if (loading) return <PageLoader />;
  return (
    <>
      <CoursesView
        categoryId={categoryId}
        isInCart={cart.has}
        onAddToCart={cart.add}
        toolbarEnd={
          <span ref={setToolbarToggle} className="catalog-toolbar__cart">
            <CartToggle expanded={cartOpen} onClick={() => setCartOpen(true)} />
          </span>
        }
      />
      {!toolbarToggleInView && <CartToggle placement="floating" expanded={cartOpen} onClick={() => setCartOpen(true)} />}
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </>
  );
}

export function Component() {
  const { categoryId } = useParams();
  // A new category is a new screen: its loader runs again and its filters start empty.
  return <CoursesScreen key={categoryId} categoryId={Number(categoryId)} />;
}
