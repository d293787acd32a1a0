/** How gift cards pay a total and how their value comes back (docs/decisions/009-stored-value.md). */

export interface CardBalance {
  code: string;
  balanceCents: number;
}

export interface AppliedCard {
  code: string;
  amountCents: number;
  balanceAfterCents: number;
}

/** Applies cards in the given order until the total is covered; cards not needed apply 0. */
export function allocateGiftCards(totalCents: number, cards: readonly CardBalance[]) {
  let remainderCents = totalCents;
  const applied: AppliedCard[] = cards.map((card) => {
    const amountCents = Math.max(0, Math.min(card.balanceCents, remainderCents));
    remainderCents -= amountCents;
    return { code: card.code, amountCents, balanceAfterCents: card.balanceCents - amountCents };
  });
  return { applied, coveredCents: totalCents - remainderCents, remainderCents };
}

/**
 * A refund of a booking paid partly with gift cards: the refund goes back to the cards first, up to
 * what they paid, and the rest to the bank card.
 */
export function splitRefund(refundCents: number, giftCardCents: number) {
  const toGiftCardsCents = Math.max(0, Math.min(refundCents, giftCardCents));
  return { toGiftCardsCents, toCardCents: refundCents - toGiftCardsCents };
}

/** Spreads value returned to gift cards over the cards that paid, in the order they were applied. */
export function returnToCards<T extends { amountPaidCents: number }>(
  amountCents: number,
  cards: readonly T[],
) {
  let left = Math.max(0, amountCents);
  return cards.map((card) => {
    const returnedCents = Math.min(left, Math.max(0, card.amountPaidCents));
    left -= returnedCents;
    return { ...card, returnedCents };
  });
}
