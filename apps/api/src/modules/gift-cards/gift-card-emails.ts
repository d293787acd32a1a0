import { formatShortDate } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { withLocale } from '../../lib/locale.ts';
import { emailMoney, localeOfAddress, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { productView, usableAt } from './gift-card-views.ts';
import type { GiftCardRow, OrderRow, ProductWithMerchant } from './gift-cards.repository.ts';

/**
 * One email per issued card, to its recipient (or the buyer when none was named), with the code,
 * amount, expiry, sender and message; the buyer also gets a receipt when the cards went to someone else.
 * Each is written in its reader's language: their account's, else the page's the order was placed on.
 */
export async function enqueueGiftCardEmails(
  db: Db,
  input: { order: OrderRow; product: ProductWithMerchant; cards: GiftCardRow[]; publicUrl: string },
) {
  const { order, product, cards, publicUrl } = input;
  // The card's name in the language each email is written in (decision 029).
  const titleIn = () => productView(product).title;
  const from = order.senderName ?? order.buyerName;
  const localeOf = async (email: string) => (await localeOfAddress(db, email)) ?? order.locale;
  for (const card of cards) {
    const to = card.recipientEmail ?? order.buyerEmail;
    const forSomeoneElse = Boolean(card.recipientEmail && card.recipientEmail !== order.buyerEmail);
    await withLocale(await localeOf(to), () => {
      const amount = emailMoney(card.initialCents);
      const title = titleIn();
      const name = card.recipientName ?? (card.recipientEmail ? undefined : order.buyerName);
      return enqueueEmail(db, {
        to,
        subject: forSomeoneElse
          ? m.emails_gift_subject_sent({ from, title, amount })
          : m.emails_gift_subject_own({ title, amount }),
        text: [
          name === undefined ? m.emails_hello_there() : m.emails_hello({ name }),
          '',
          forSomeoneElse ? m.emails_gift_sent({ from }) : m.emails_gift_here(),
          order.message ? `\n${m.emails_gift_message_from({ from })}\n"${order.message}"\n` : '',
          m.emails_gift_card({ title }),
          m.emails_gift_code({ code: card.code }),
          m.emails_gift_amount({ amount }),
          m.emails_gift_use_at({ where: usableAt(product.merchantName) }),
          card.expiresAt
            ? m.emails_gift_valid_until({ date: formatShortDate(card.expiresAt.toISOString()) })
            : m.emails_gift_never_expires(),
          '',
          m.emails_gift_how(),
          m.emails_gift_balance({ link: siteLink(publicUrl, '/giftcards') }),
          '',
          m.emails_gift_private(),
          '',
          m.emails_sign_off(),
        ]
          .filter((line, i, all) => line !== '' || all[i - 1] !== '')
          .join('\n'),
      });
    });
  }
  const recipients = [
    ...new Set(cards.map((c) => c.recipientEmail).filter((e) => e && e !== order.buyerEmail)),
  ];
  if (recipients.length > 0) {
    await withLocale(await localeOf(order.buyerEmail), () => {
      const title = titleIn();
      return enqueueEmail(db, {
        to: order.buyerEmail,
        subject: m.emails_gift_receipt_subject({ quantity: order.quantity, title }),
        text: [
          m.emails_hello({ name: order.buyerName }),
          '',
          m.emails_gift_receipt_thanks({
            quantity: order.quantity,
            title,
            unit: emailMoney(order.unitAmountCents),
            total: emailMoney(order.totalCents),
          }),
          m.emails_gift_emailed_to({ count: cards.length, recipients: recipients.join(', ') }),
          '',
          m.emails_sign_off(),
        ].join('\n'),
      });
    });
  }
}
