import {
  allocateGiftCards,
  commissionSplit,
  GIFT_CARD_MESSAGES,
  type GiftCardQuote,
  maskGiftCardCode,
  returnToCards,
  settleGiftCardSpend,
  splitRefund,
} from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { commissionPercentOf } from '../settings/settings.repository.ts';
import { balanceView } from './gift-card-views.ts';
import * as repo from './gift-cards.repository.ts';
import { CODE_NOT_FOUND } from './gift-cards.service.ts';
import { findTourMerchant, setBookingGiftCardCents } from './redemption.repository.ts';

/** The booking fields gift-card payment and refunds need. */
export interface PayableBooking {
  id: string;
  tourId: string;
  totalCents: number;
  giftCardCents: number;
}

export interface GiftCardPlan {
  merchant: { id: string; businessName: string };
  items: { row: repo.CardWithProduct; amountCents: number; balanceAfterCents: number }[];
  coveredCents: number;
  remainderCents: number;
}

const unusable = (status: number, code: string, message: string, field?: string, extra?: object) =>
  new AppError(status, code, message, field ? [{ field, message, ...extra }] : extra);

/** Why a card cannot pay at this merchant now, as the API error; nothing when it can. */
function checkUsable(row: repo.CardWithProduct, merchantId: string, now: Date, field?: string) {
  const { card } = row;
  if (card.merchantId && card.merchantId !== merchantId) {
    const name = row.merchantName ?? 'its merchant';
    return unusable(422, 'GIFT_CARD_NOT_VALID_HERE', GIFT_CARD_MESSAGES.onlyAt(name), field);
  }
  if (card.expiresAt && card.expiresAt <= now) {
    return unusable(
      422,
      'GIFT_CARD_EXPIRED',
      GIFT_CARD_MESSAGES.expired(card.expiresAt.toISOString()),
      field,
    );
  }
  if (card.balanceCents <= 0) return unusable(422, 'GIFT_CARD_EMPTY', GIFT_CARD_MESSAGES.empty, field);
  return undefined;
}

/**
 * Which cards pay how much of a booking: codes in the order given (duplicates once), each checked
 * (exists, a merchant card only at its own merchant, not expired, not empty) and applied until the
 * total is covered. With `lock` (inside the payment's transaction) the card rows stay locked.
 */
async function plan(
  db: Db,
  booking: PayableBooking,
  codes: string[],
  options: { lock: boolean; now: Date },
): Promise<GiftCardPlan> {
  const merchant = await findTourMerchant(db, booking.tourId);
  const unique = [...new Set(codes)];
  if (unique.length === 0) {
    return { merchant, items: [], coveredCents: 0, remainderCents: booking.totalCents };
  }
  const rows = await repo.findCardsByCodes(db, unique, { forUpdate: options.lock });
  const ordered = unique.map((code) => {
    const field = `giftCards.${codes.indexOf(code)}`;
    const row = rows.find((r) => r.card.code === code);
    if (!row) throw unusable(422, 'GIFT_CARD_CODE_NOT_FOUND', GIFT_CARD_MESSAGES.codeNotFound, field);
    const problem = checkUsable(row, merchant.id, options.now, field);
    if (problem) throw problem;
    return row;
  });
  const allocation = allocateGiftCards(
    booking.totalCents,
    ordered.map((row) => ({ code: row.card.code, balanceCents: row.card.balanceCents })),
  );
  return {
    merchant,
    items: ordered.map((row, i) => ({
      row,
      amountCents: allocation.applied[i]!.amountCents,
      balanceAfterCents: allocation.applied[i]!.balanceAfterCents,
    })),
    coveredCents: allocation.coveredCents,
    remainderCents: allocation.remainderCents,
  };
}

/** Locks and checks the cards inside the payment's transaction; nothing is written yet. */
export function planGiftCards(tx: Db, booking: PayableBooking, codes: string[], now = new Date()) {
  return plan(tx, booking, codes, { lock: true, now });
}

/** What the cards would pay of a booking now, for the payment page. */
export async function quoteGiftCards(
  db: Db,
  booking: PayableBooking,
  codes: string[],
  now = new Date(),
): Promise<GiftCardQuote> {
  const result = await plan(db, booking, codes, { lock: false, now });
  return {
    applied: result.items.map((item) => ({
      code: maskGiftCardCode(item.row.card.code),
      amount: item.amountCents,
      balanceAfter: item.balanceAfterCents,
    })),
    remainder: result.remainderCents,
  };
}

/**
 * Takes the planned amounts off the cards (same transaction as the payment): a 'redeem_booking'
 * ledger entry per card and the booking's gift-card part. A merchant card's entry records the
 * commission on it; pass-card value is covered by the booking's own commission.
 */
export async function redeemForBooking(
  tx: Db,
  booking: PayableBooking,
  planned: GiftCardPlan,
  actorUserId: string | null,
) {
  const used = planned.items.filter((item) => item.amountCents > 0);
  if (used.length === 0) return;
  const commissionPercent = await commissionPercentOf(tx, planned.merchant.id);
  for (const item of used) {
    const balanceAfterCents = await repo.changeBalance(tx, item.row.card.id, -item.amountCents);
    const commission = settleGiftCardSpend(
      item.amountCents,
      { merchantCard: Boolean(item.row.card.merchantId) },
      commissionPercent,
    );
    await repo.insertLedgerEntry(tx, {
      giftCardId: item.row.card.id,
      kind: 'redeem_booking',
      amountCents: -item.amountCents,
      balanceAfterCents,
      bookingId: booking.id,
      merchantId: planned.merchant.id,
      ...commission,
      actorUserId,
    });
  }
  await setBookingGiftCardCents(tx, booking.id, planned.coveredCents);
}

/**
 * On cancellation (same transaction): the refund goes back to the gift cards first, up to what they
 * paid, each card up to its own part in the order they were applied ('refund_booking' entries).
 * Returns the cents given back to cards; the caller refunds the rest to the bank card.
 */
export async function returnGiftCardValue(
  tx: Db,
  booking: PayableBooking,
  refundCents: number,
  actorUserId: string | null = null,
): Promise<number> {
  const { toGiftCardsCents } = splitRefund(refundCents, booking.giftCardCents);
  if (toGiftCardsCents <= 0) return 0;
  const movements = await repo.bookingCardMovements(tx, booking.id);
  const spread = returnToCards(
    toGiftCardsCents,
    movements.map((m) => ({ giftCardId: m.giftCardId, amountPaidCents: m.paidCents - m.returnedCents })),
  ).filter((card) => card.returnedCents > 0);
  if (spread.length === 0) return 0;
  await repo.lockCardsByIds(
    tx,
    spread.map((card) => card.giftCardId),
  );
  const merchant = await findTourMerchant(tx, booking.tourId);
  let returned = 0;
  for (const card of spread) {
    const balanceAfterCents = await repo.changeBalance(tx, card.giftCardId, card.returnedCents);
    await repo.insertLedgerEntry(tx, {
      giftCardId: card.giftCardId,
      kind: 'refund_booking',
      amountCents: card.returnedCents,
      balanceAfterCents,
      bookingId: booking.id,
      merchantId: merchant.id,
      actorUserId,
    });
    returned += card.returnedCents;
  }
  return returned;
}

/** The card as the merchant's counter screen shows it, and whether this merchant may take it. */
export async function merchantCardView(db: Db, merchantId: string, code: string, now = new Date()) {
  const row = await repo.findCardByCode(db, code);
  if (!row) throw CODE_NOT_FOUND();
  return {
    ...balanceView(row, now),
    title: row.productTitle,
    recipientName: row.card.recipientName,
    usableHere: !checkUsable(row, merchantId, now),
  };
}

/**
 * Takes an amount off a card at the merchant's counter: only the merchant's own cards or pass cards,
 * never below zero. The entry records who redeemed it and the commission per the platform settings.
 */
export async function redeemInPerson(
  db: Db,
  input: { merchantId: string; actorUserId: string; code: string; amountCents: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await repo.findCardByCode(tx, input.code, { forUpdate: true });
    if (!row) throw CODE_NOT_FOUND();
    const problem = checkUsable(row, input.merchantId, now, 'code');
    if (problem) throw problem;
    if (input.amountCents > row.card.balanceCents) {
      throw new AppError(
        422,
        'INSUFFICIENT_BALANCE',
        GIFT_CARD_MESSAGES.insufficient(row.card.balanceCents),
        { balance: row.card.balanceCents },
      );
    }
    const commissionPercent = await commissionPercentOf(tx, input.merchantId);
    const balanceAfterCents = await repo.changeBalance(tx, row.card.id, -input.amountCents);
    await repo.insertLedgerEntry(tx, {
      giftCardId: row.card.id,
      kind: 'redeem_in_person',
      amountCents: -input.amountCents,
      balanceAfterCents,
      merchantId: input.merchantId,
      ...commissionSplit(input.amountCents, commissionPercent),
      actorUserId: input.actorUserId,
    });
    return {
      code: maskGiftCardCode(row.card.code),
      amountRedeemed: input.amountCents,
      balanceAfter: balanceAfterCents,
    };
  });
}
