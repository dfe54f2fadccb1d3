import { Trans, useLingui } from '@lingui/react/macro';
import { PageMeta } from './shared/page-meta';
/** Spec 001 section 2.1: the cart is header and footer around an empty main area. */
export function CartPage() {
  const { t } = useLingui();
  return (
    <div className="min-h-[40vh]">
      <PageMeta title={t`Cart`} description={t`Your cart.`} />
      <h1 className="sr-only">
        <Trans>Cart</Trans>
      </h1>
    </div>
  );
}
