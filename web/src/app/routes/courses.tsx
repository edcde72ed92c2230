import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { useCatalogue } from '@/data/catalogue';
import { CoursesView } from '@/features/catalog/components/courses-view';
import { useCart } from '@/features/cart/cart-context';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { CartToggle } from '@/features/cart/components/cart-toggle';
import { useInView } from '@/hooks/use-in-view';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

function CoursesScreen({ categoryId }: { categoryId: number }) {
  const { settled } = useCatalogue();
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS, settled);
  const cart = useCart();
  const [cartOpen, setCartOpen] = useState(false);
  // Once the toolbar's place for the toggle scrolls away, the toggle itself floats at the
  // bottom corner: one button (one name for screen readers, one place in the tab order)
  // that keeps the cart and its count in reach.
  const [toolbarSlot, setToolbarSlot] = useState<HTMLSpanElement | null>(null);
  const slotInView = useInView(toolbarSlot);
  return (
    <LoaderCover loading={loading} ready={settled}>
      <CoursesView
        categoryId={categoryId}
        isInCart={cart.has}
        onAddToCart={cart.add}
        toolbarEnd={
          <span ref={setToolbarSlot} className="catalog-toolbar__cart">
            <CartToggle placement={slotInView ? 'inline' : 'floating'} expanded={cartOpen} onClick={() => setCartOpen(true)} />
          </span>
        }
      />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </LoaderCover>
  );
}

export function Component() {
  const { categoryId } = useParams();
  // A new category is a new screen: its loader runs again and its filters start empty.
  return <CoursesScreen key={categoryId} categoryId={Number(categoryId)} />;
}
