import {
  DEAL_MAX_QUANTITY_PER_ORDER,
  DEAL_MESSAGES,
  type Deal,
  dealOrderSchema,
  formatUsd,
} from '@belizepass/domain';
import { ArrowRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { AuthClientError } from '~/features/auth/auth-client';
import { useSession } from '~/features/auth/session';
import { fieldErrors } from '~/features/booking/booking-api';
import { QuantityStepper } from '~/features/tours/quantity-stepper';
import { createDealOrder, type NewDealOrder } from './deal-orders-api';
import { type Closed, closedBy, failureText } from './purchase-outcome';

export interface BuyerDetails {
  quantity: number;
  buyerName: string;
  buyerEmail: string;
}

/** An order created for the chosen quantity and buyer, waiting to be paid. */
export interface PendingOrder {
  id: string;
  quantity: number;
  total: number;
  buyerName: string;
  buyerEmail: string;
}

type BuyerField = 'buyerName' | 'buyerEmail';
type BuyerErrors = Partial<Record<BuyerField, string>>;
const BUYER_FIELDS: BuyerField[] = ['buyerName', 'buyerEmail'];

function buyerProblems(input: NewDealOrder): BuyerErrors {
  const parsed = dealOrderSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: BuyerErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'buyerName' || field === 'buyerEmail') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Step one of buying a deal: how many vouchers (1 to 10, never more than are left) and, when nobody
 * is signed in, the buyer's name and email. Continuing creates the order.
 */
export function DealOrderForm({
  deal,
  details,
  onDetails,
  onOrdered,
  onClosed,
  onStale,
}: {
  deal: Deal;
  details: BuyerDetails;
  onDetails: (details: BuyerDetails) => void;
  onOrdered: (order: PendingOrder) => void;
  onClosed: (reason: Closed) => void;
  /** The deal's stock on the page is out of date. */
  onStale: () => void;
}) {
  const { user } = useSession();
  const [errors, setErrors] = useState<BuyerErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const guest = !user;
  const maxQuantity = Math.max(1, Math.min(DEAL_MAX_QUANTITY_PER_ORDER, deal.remaining));
  const quantity = Math.min(details.quantity, maxQuantity);
  const total = deal.price * quantity;

  const update = (patch: Partial<BuyerDetails>) => {
    onDetails({ ...details, ...patch });
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as BuyerField];
      return next;
    });
  };

  const focusFirst = (problems: BuyerErrors) => {
    const first = BUYER_FIELDS.find((f) => problems[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input: NewDealOrder = guest
      ? { quantity, buyerName: details.buyerName.trim(), buyerEmail: details.buyerEmail.trim() }
      : { quantity };
    if (guest) {
      const problems = buyerProblems(input);
      setErrors(problems);
      if (Object.keys(problems).length > 0) return focusFirst(problems);
    }
    setBusy(true);
    setFailure(null);
    try {
      const created = await createDealOrder(deal.id, input);
      onOrdered({
        id: created.order.id,
        quantity: created.order.quantity,
        total: created.order.total,
        buyerName: created.order.buyerName,
        buyerEmail: created.order.buyerEmail,
      });
    } catch (error) {
      setBusy(false);
      const closed = closedBy(error);
      if (closed) return onClosed(closed);
      if (error instanceof AuthClientError && error.status === 400 && error.details.length > 0) {
        const fields = fieldErrors(error);
        const problems: BuyerErrors = { buyerName: fields.buyerName, buyerEmail: fields.buyerEmail };
        setErrors(problems);
        focusFirst(problems);
        if (fields.quantity) setFailure(fields.quantity);
        return;
      }
      if (error instanceof AuthClientError && error.code === 'DEAL_NOT_ENOUGH_VOUCHERS') onStale();
      setFailure(failureText(error));
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Your order" className="space-y-5">
      <QuantityStepper
        id="deal-quantity"
        name="quantity"
        label="Quantity"
        hint={
          deal.remaining <= DEAL_MAX_QUANTITY_PER_ORDER
            ? DEAL_MESSAGES.onlyLeft(deal.remaining)
            : `Up to ${DEAL_MAX_QUANTITY_PER_ORDER} vouchers per order`
        }
        unit="voucher"
        value={quantity}
        min={1}
        max={maxQuantity}
        onChange={(n) => update({ quantity: n })}
      />
      <p className="flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="font-medium text-slate-700">Total</span>
        <span className="text-xl font-bold text-slate-900">{formatUsd(total, { cents: true })}</span>
      </p>

      {guest ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold text-slate-900">Your details</legend>
          <TextField
            label="Your name"
            name="buyerName"
            autoComplete="name"
            maxLength={120}
            value={details.buyerName}
            error={errors.buyerName}
            onChange={(e) => update({ buyerName: e.target.value })}
          />
          <TextField
            label="Email"
            name="buyerEmail"
            type="email"
            autoComplete="email"
            maxLength={200}
            value={details.buyerEmail}
            error={errors.buyerEmail}
            hint="We email your vouchers here."
            onChange={(e) => update({ buyerEmail: e.target.value })}
          />
        </fieldset>
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Buying as <span className="font-medium text-slate-900">{user.full_name}</span> ({user.email}). Your
          vouchers are emailed there and kept in your account.
        </p>
      )}

      {failure && <Banner>{failure}</Banner>}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? (
          'Please wait…'
        ) : (
          <>
            Continue to Payment
            <ArrowRight aria-hidden="true" className="size-5" />
          </>
        )}
      </Button>
    </form>
  );
}
