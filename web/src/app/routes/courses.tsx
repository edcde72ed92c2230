import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { CoursesView } from '@/features/catalog/components/courses-view';
import { useCart } from '@/features/cart/cart-context';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { CartToggle } from '@/features/cart/components/cart-toggle';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

function CoursesScreen({ categoryId }: { categoryId: number }) {
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS);
  const cart = useCart();
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <LoaderCover loading={loading}>
      <CoursesView
        categoryId={categoryId}
        isInCart={cart.has}
        onAddToCart={cart.add}
        toolbarEnd={<CartToggle expanded={cartOpen} onClick={() => setCartOpen(true)} />}
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
