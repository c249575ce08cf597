import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { itemFromNavigationState, loadStoredItem, resolveCheckoutItem, storeItem } from '../checkout-item';
import { checkoutTotals } from '../checkout-totals';
import { AddressSection, type AddressFormHandle } from '../components/address-section';
import { CartSection } from '../components/cart-section';
import { CheckoutSteps } from '../components/checkout-steps';
import { OrderSummary, type AppliedPromo } from '../components/order-summary';
import { PaymentSection } from '../components/payment-section';
import { DEFAULT_PAYMENT, type PaymentChoice } from '../payment';
import { useHydrated } from '@/lib/hydration';

/**
 * The checkout mock-up. It is prerendered without an item; the item (navigation state, else this tab's last
 * choice, else the sample) and the kept address are read once hydrated, in space held for them.
 */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const hydrated = useHydrated();
  const { state } = useLocation();
  const item = useMemo(
    () => (hydrated ? resolveCheckoutItem(state, loadStoredItem()) : null),
    [hydrated, state],
  );
  useEffect(() => {
    const chosen = itemFromNavigationState(state);
    if (chosen) storeItem(chosen);
  }, [state]);

  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>(DEFAULT_PAYMENT);
  const [editingAddress, setEditingAddress] = useState(false);
  const addressForm = useRef<AddressFormHandle>(null);
  const totals = item ? checkoutTotals(item.price, promo?.percent ?? 0) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Checkout
      </h1>
      <p className="mt-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100">
        This checkout is a demo. Pay Now takes no payment and sends nothing.
      </p>
      <div className="mt-6">
        <CheckoutSteps />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <CartSection item={item} />
          <AddressSection
            hydrated={hydrated}
            editing={editingAddress}
            onEditingChange={setEditingAddress}
            formRef={addressForm}
          />
          <PaymentSection value={payment} onChange={setPayment} />
        </div>
        <OrderSummary
          totals={totals}
          promo={promo}
          onPromo={setPromo}
          payment={payment}
          addressUnsaved={editingAddress}
          onAddressUnsaved={() => addressForm.current?.claimFocus() ?? true}
        />
      </div>
    </div>
  );
}
