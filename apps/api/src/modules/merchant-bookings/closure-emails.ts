import { formatClockTime, formatLongDate, splitRefund } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { emailMoney, siteLink } from '../mail/email-text.ts';
import type * as repo from './merchant-bookings.repository.ts';

/** The notice a guest gets when the operator closes their departure and cancels the booking. */

/** Gift-card value goes back to the cards first, the rest to the payment card (as the refund does). */
function refundText(booking: repo.BookingRow, refundCents: number) {
  if (refundCents <= 0) return m.emails_closed_not_charged();
  const usd = emailMoney;
  const { toGiftCardsCents: toGiftCards, toCardCents: toCard } = splitRefund(
    refundCents,
    booking.giftCardCents,
  );
  const amount = usd(refundCents);
  if (toGiftCards > 0 && toCard > 0)
    return m.emails_closed_refund_both({ amount, giftCards: usd(toGiftCards), card: usd(toCard) });
  if (toGiftCards > 0) return m.emails_closed_refund_gift_cards({ amount, giftCards: usd(toGiftCards) });
  return m.emails_closed_refund_card({ amount, card: usd(toCard) });
}

/**
 * Where the guest picks another date (docs/decisions/020-reschedule.md): My Bookings for an account
 * ("Choose another date" on the cancelled booking), else the tour's page; in the guest's language.
 */
export function rebookLink(publicUrl: string | undefined, booking: repo.BookingRow) {
  return siteLink(publicUrl ?? '', booking.userId ? '/account/bookings' : `/tours/${booking.tourId}`);
}

/** The guest's notice of the closed date, in the current language (the guest's). */
export function cancellationEmail(
  tourTitle: string,
  booking: repo.BookingRow,
  reason: string,
  refundCents: number,
  rebook: string,
) {
  return [
    m.emails_hello({ name: booking.fullName }),
    '',
    m.emails_closed_sorry({
      tour: tourTitle,
      date: formatLongDate(booking.localDate),
      time: formatClockTime(booking.startTime),
    }),
    m.emails_closed_reason({ reason }),
    '',
    refundText(booking, refundCents),
    booking.confirmationCode ? m.emails_closed_code({ code: booking.confirmationCode }) : '',
    // A confirmed booking's notice carries the calendar file that removes its event.
    booking.confirmationCode ? m.pocket_email_calendar_removed() : '',
    '',
    m.emails_closed_rebook({ link: rebook }),
    '',
    m.emails_sign_off(),
  ]
    .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
    .join('\n');
}
