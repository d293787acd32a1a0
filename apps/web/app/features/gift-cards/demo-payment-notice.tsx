import { m } from '@belizepass/domain/i18n';
import { Info } from 'lucide-react';

/** Says plainly that the demo payment provider charges nothing, and which test cards to use. */
export function DemoPaymentNotice() {
  return (
    <p role="note" className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {m.gifts_demo_notice()}
    </p>
  );
}
