import { PageMeta } from './shared/page-meta';
/** Spec 001 section 2.1: the cart is header and footer around an empty main area. */
export function CartPage() {
  return (
    <div className="min-h-[40vh]">
      <PageMeta title="Cart" description="Your cart." />
      <h1 className="sr-only">Cart</h1>
    </div>
  );
}
