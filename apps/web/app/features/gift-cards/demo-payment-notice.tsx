import { Info } from 'lucide-react';

export const DEMO_PAYMENT_NOTICE =
  'Demo payment: no money is charged. Use 4242 4242 4242 4242 with any future expiry and CVV; 4000 0000 0000 0002 is declined.';

/** Says plainly that the demo payment provider charges nothing, and which test cards to use. */
export function DemoPaymentNotice() {
  return (
    <p role="note" className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {DEMO_PAYMENT_NOTICE}
    </p>
  );
}
