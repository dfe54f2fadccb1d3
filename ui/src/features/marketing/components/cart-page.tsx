/** Spec 001 section 2.1: the cart is header and footer around an empty main area. */
export function CartPage() {
  return (
    <div className="min-h-[40vh]">
      <title>Cart · Atrium</title>
      <h1 className="sr-only">Cart</h1>
    </div>
  );
}
