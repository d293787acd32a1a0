/**
 * How a booking was paid, where its money stands and what its park fee asks of the operator: the one
 * answer every operator screen, CSV and email gives (docs/decisions/036-payment-labels-and-direct-rate.md).
 */

/**
 * How the party paid: `online` by card on BelizePass, `gift_card` wholly with gift card value,
 * `online_and_gift_card` both, `counter_cash` / `counter_card` to the operator at the counter (a walk-in),
 * `reseller_account` on the account of the reseller that sold it (docs/octo.md), `agent_account` on the
 * monthly account of the agent that booked it for the guest (docs/decisions/039-agents.md).
 * An unpaid hold answers the way it is being paid (`online`); its state says it is not paid.
 */
export const PAYMENT_METHODS = [
  'online',
  'gift_card',
  'online_and_gift_card',
  'counter_cash',
  'counter_card',
  'reseller_account',
  'agent_account',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where the money stands: nothing paid yet, paid, part of it given back, all of it given back. */
export const PAYMENT_STATES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A park fee line: `paid_online` with the booking, `paid_at_counter` with a walk-in's price,
 * `to_collect` in cash at check-in, `collected` in cash at check-in (the party was checked in).
 */
export const PARK_FEE_STATES = ['paid_online', 'paid_at_counter', 'to_collect', 'collected'] as const;
export type ParkFeeState = (typeof PARK_FEE_STATES)[number];

export interface ParkFeeLine {
  amount: number;
  /** Where the money goes through: with the online booking, at the counter, or in cash at the dock. */
  payment: 'online' | 'counter' | 'cash';
  state: ParkFeeState;
}

export interface BookingPaymentFacts {
  status: 'pending' | 'confirmed' | 'completed' | 'no_show' | 'cancelled';
  source: 'online' | 'walk_in' | 'reseller' | 'widget' | 'agent';
  counterPayment: 'cash' | 'card' | null;
  /** An agent's booking: paid by the guest's card, or on the agent's monthly account (null otherwise). */
  agentPayment?: 'card' | 'account' | null;
  /** The booking was paid (its `paid_at`): online by the provider, or at the counter for a walk-in. */
  paid: boolean;
  totalCents: number;
  /** Approved card charges and card refunds of the booking (an online booking's). */
  cardChargedCents: number;
  cardRefundedCents: number;
  giftCardCents: number;
  /** What a cancellation gave back (null: none recorded). */
  refundCents: number | null;
  /** The park fee paid with the booking (in the total) and the one to pay in cash at check-in. */
  parkFeeOnlineCents: number;
  parkFeeCashCents: number;
  checkedIn: boolean;
}

export interface BookingPayment {
  method: PaymentMethod;
  state: PaymentState;
  /** Paid for the booking (card, gift card or at the counter), US cents. */
  paidAmount: number;
  /** Part of it paid with gift card value. */
  giftCardAmount: number;
  refundAmount: number;
  /** Null: no park fee, or none is owed any more (a cancelled booking, a no-show's cash fee). */
  parkFee: ParkFeeLine | null;
}

/** A live booking still expects its guests: an unpaid hold or a confirmed booking. */
export const isLiveBooking = (status: BookingPaymentFacts['status']) =>
  status === 'pending' || status === 'confirmed';

function methodOf(f: BookingPaymentFacts, cardCents: number): PaymentMethod {
  if (f.source === 'walk_in') return f.counterPayment === 'card' ? 'counter_card' : 'counter_cash';
  if (f.source === 'reseller') return 'reseller_account';
  if (f.agentPayment === 'account') return 'agent_account';
  if (f.giftCardCents > 0 && cardCents > 0) return 'online_and_gift_card';
  if (f.giftCardCents > 0) return 'gift_card';
  return 'online';
}

function parkFeeOf(f: BookingPaymentFacts): ParkFeeLine | null {
  // A cancelled booking owes nothing, and what it paid (fee included) is told by its refund.
  if (f.status === 'cancelled') return null;
  if (f.parkFeeOnlineCents > 0) {
    if (!f.paid) return null;
    return f.source === 'walk_in'
      ? { amount: f.parkFeeOnlineCents, payment: 'counter', state: 'paid_at_counter' }
      : { amount: f.parkFeeOnlineCents, payment: 'online', state: 'paid_online' };
  }
  if (f.parkFeeCashCents > 0) {
    // Paid at the dock when the party checks in; a party that never came owes nothing.
    if (f.checkedIn || f.status === 'completed') {
      return { amount: f.parkFeeCashCents, payment: 'cash', state: 'collected' };
    }
    if (isLiveBooking(f.status)) return { amount: f.parkFeeCashCents, payment: 'cash', state: 'to_collect' };
  }
  return null;
}

/** How a booking was paid, where its money stands, and its park fee line. */
export function bookingPayment(f: BookingPaymentFacts): BookingPayment {
  const gift = f.paid ? Math.min(f.giftCardCents, f.totalCents) : 0;
  let card = 0;
  if (f.paid) {
    // A walk-in is paid in full at the counter; an online booking by its card charges (a booking
    // paid before charges were recorded: the rest of its total).
    // A reseller's booking is paid on its account, an agent's on its monthly account when chosen: in
    // full, like a walk-in at the counter.
    card =
      f.source === 'walk_in' || f.source === 'reseller' || f.agentPayment === 'account'
        ? f.totalCents - gift
        : f.cardChargedCents || f.totalCents - gift;
  }
  const paidAmount = card + gift;
  const refundAmount = Math.min(f.refundCents ?? f.cardRefundedCents, paidAmount);
  const state: PaymentState = !f.paid
    ? 'unpaid'
    : paidAmount > 0 && refundAmount >= paidAmount
      ? 'refunded'
      : refundAmount > 0
        ? 'partially_refunded'
        : 'paid';
  return {
    method: methodOf(f, card),
    state,
    paidAmount,
    giftCardAmount: gift,
    refundAmount,
    parkFee: parkFeeOf(f),
  };
}
