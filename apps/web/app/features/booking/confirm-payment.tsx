import { m } from '@belizepass/domain/i18n';
import { ShieldCheck } from 'lucide-react';
import { Form } from 'react-router';
import { SubmitButton } from '~/components/forms/form';

/**
 * The card holder's bank asks for a confirmation (3-D Secure): its message and the button that
 * completes the payment (a post to the page's action with the payment's reference and key).
 */
export function ConfirmPayment({
  confirm,
  children,
}: {
  confirm: { reference: string; message: string; key: string };
  /** More hidden fields the page's action needs (the order, the gift cards). */
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className="space-y-4 rounded-lg border border-sky-200 bg-sky-50 p-4">
      <p className="flex gap-3 text-sm text-sky-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {confirm.message}
      </p>
      <input type="hidden" name="paymentReference" value={confirm.reference} />
      <input type="hidden" name="paymentKey" value={confirm.key} />
      {children}
      <SubmitButton busyLabel={m.booking_confirming()} name="intent" value="confirm">
        {m.booking_confirm_payment()}
      </SubmitButton>
    </Form>
  );
}
