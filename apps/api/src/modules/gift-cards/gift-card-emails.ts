import { formatShortDate, formatUsd } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { usableAt } from './gift-card-views.ts';
import type { GiftCardRow, OrderRow, ProductWithMerchant } from './gift-cards.repository.ts';

/**
 * One email per issued card, to its recipient (or the buyer when none was named), with the code,
 * amount, expiry, sender and message; the buyer also gets a receipt when the cards went to someone else.
 */
export async function enqueueGiftCardEmails(
  db: Db,
  input: { order: OrderRow; product: ProductWithMerchant; cards: GiftCardRow[]; publicUrl: string },
) {
  const { order, product, cards, publicUrl } = input;
  const title = product.product.title;
  const from = order.senderName ?? order.buyerName;
  for (const card of cards) {
    const to = card.recipientEmail ?? order.buyerEmail;
    const greeting = card.recipientName ?? (card.recipientEmail ? 'there' : order.buyerName);
    const forSomeoneElse = Boolean(card.recipientEmail && card.recipientEmail !== order.buyerEmail);
    await enqueueEmail(db, {
      to,
      subject: forSomeoneElse
        ? `${from} sent you a ${title} (${formatUsd(card.initialCents, { cents: true })})`
        : `Your ${title}: ${formatUsd(card.initialCents, { cents: true })}`,
      text: [
        `Hello ${greeting},`,
        '',
        forSomeoneElse
          ? `${from} has sent you a BelizePass gift card.`
          : 'Here is your BelizePass gift card.',
        order.message ? `\nMessage from ${from}:\n"${order.message}"\n` : '',
        `Gift card: ${title}`,
        `Code: ${card.code}`,
        `Amount: ${formatUsd(card.initialCents, { cents: true })}`,
        `Use it at: ${usableAt(product.merchantName)}`,
        card.expiresAt
          ? `Valid until: ${formatShortDate(card.expiresAt.toISOString())}`
          : 'Valid: never expires',
        '',
        'Enter the code when you pay for a tour on BelizePass, or show it to the merchant. Spend it in parts: what is left stays on the card.',
        `Check the balance any time: ${publicUrl}/giftcards`,
        '',
        'Keep this code private: anyone who has it can spend the card.',
        '',
        'The BelizePass team',
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    });
  }
  const recipients = [
    ...new Set(cards.map((c) => c.recipientEmail).filter((e) => e && e !== order.buyerEmail)),
  ];
  if (recipients.length > 0) {
    await enqueueEmail(db, {
      to: order.buyerEmail,
      subject: `Receipt: ${order.quantity} x ${title}`,
      text: [
        `Hello ${order.buyerName},`,
        '',
        `Thank you for your purchase. ${order.quantity} x ${title} at ${formatUsd(order.unitAmountCents, { cents: true })}: ${formatUsd(order.totalCents, { cents: true })} paid.`,
        `The gift card${cards.length === 1 ? ' was' : 's were'} emailed to ${recipients.join(', ')}.`,
        '',
        'The BelizePass team',
      ].join('\n'),
    });
  }
}
