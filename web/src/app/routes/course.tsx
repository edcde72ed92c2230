import { useState } from 'react';
import { useParams } from 'react-router';
import { useCart } from '@/features/cart/cart-context';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { CartToggle } from '@/features/cart/components/cart-toggle';
import { PageLoader } from '@/components/page-loader/page-loader';
import { useCatalogue } from '@/data/catalogue';
import { CoursePage } from '@/features/catalog/components/course-page';

/** /courses/{categoryId}/{courseId}: the course page with the cart in reach. */
export function Component() {
  const { categoryId, courseId } = useParams();
  const cart = useCart();
  const [cartOpen, setCartOpen] = useState(false);
  // The page carries the catalogue; in another language it is read first.
  const { settled } = useCatalogue();
  if (!settled) return <PageLoader />;
  return (
    <>
      <CoursePage
        key={courseId}
        categoryId={Number(categoryId)}
        courseId={Number(courseId)}
        isInCart={cart.has}
        onAddToCart={cart.add}
        toolbarEnd={<CartToggle expanded={cartOpen} onClick={() => setCartOpen(true)} />}
      />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </>
  );
}
