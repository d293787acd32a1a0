import { formatClockTime, formatLongDate, inLanguage } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { emailLines, emailMoney, localeOfAddress, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { bookingLocales, calendarAttachment } from '../notifications/notifications.service.ts';

/**
 * Emails the staff's decisions send to merchants and tourists (always sent; not notification flags),
 * each in its recipient's language: the merchant's account's; the tourist's booking's (the site's
 * language it was booked on, decision 041).
 */

const partnerTeam = () => m.emails_partner_team({ platform: 'BelizePass' });

/** Writes to a merchant's owner in their account's language (English when the address has none). */
async function toMerchant(db: Db, email: string, compose: () => Promise<void>) {
  await withLocale((await localeOfAddress(db, email)) ?? 'en', compose);
}

export function emailMerchantApproved(
  db: Db,
  to: { email: string; name: string; businessName: string },
  publicUrl: string,
) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: m.emails_merchant_approved_subject(),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        m.emails_merchant_approved_news({ business: to.businessName }),
        m.emails_merchant_approved_sign_in({ link: siteLink(publicUrl, '/merchant/login') }),
        '',
        m.emails_merchant_approved_review(),
        '',
        partnerTeam(),
        'partners@belizepass.bz',
      ]),
    }),
  );
}

export function emailMerchantRejected(
  db: Db,
  to: { email: string; name: string; businessName: string },
  reason: string,
) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: m.emails_merchant_rejected_subject(),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        m.emails_merchant_rejected_body({ business: to.businessName }),
        '',
        reason,
        '',
        m.emails_merchant_rejected_again(),
        '',
        partnerTeam(),
      ]),
    }),
  );
}

export function emailTourApproved(
  db: Db,
  to: { email: string; name: string },
  tour: { id: string; title: string; live: boolean },
  publicUrl: string,
) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: tour.live
        ? m.emails_tour_live_subject({ tour: tour.title })
        : m.emails_tour_approved_subject({ tour: tour.title }),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        tour.live
          ? m.emails_tour_live({ tour: tour.title, link: siteLink(publicUrl, `/tours/${tour.id}`) })
          : m.emails_tour_approved({
              tour: tour.title,
              link: siteLink(publicUrl, '/merchant/dashboard/tours'),
            }),
        '',
        partnerTeam(),
      ]),
    }),
  );
}

export async function emailBookingCancelledByStaff(
  db: Db,
  booking: {
    id: string;
    email: string;
    fullName: string;
    tourTitle: string;
    tourTitleEs: string | null;
    confirmationCode: string | null;
    localDate: string;
    startTime: string;
    refundCents: number;
  },
  reason: string,
) {
  const { guest } = await bookingLocales(db, booking.id);
  await withLocale(guest, async () => {
    // The tour's title as the tourist reads it: the Spanish where written (decision 029).
    const tour = inLanguage(currentLocale(), { title: { en: booking.tourTitle, es: booking.tourTitleEs } })
      .values.title;
    return enqueueEmail(db, {
      to: booking.email,
      subject: booking.confirmationCode
        ? m.emails_staff_cancelled_subject({ tour, code: booking.confirmationCode })
        : m.emails_staff_cancelled_subject_no_code({ tour }),
      text: emailLines([
        m.emails_hello({ name: booking.fullName }),
        '',
        m.emails_staff_cancelled_sorry({
          tour,
          date: formatLongDate(booking.localDate),
          time: formatClockTime(booking.startTime),
        }),
        m.emails_staff_cancelled_reason({ reason }),
        '',
        booking.refundCents > 0
          ? m.emails_staff_cancelled_refund({ amount: emailMoney(booking.refundCents) })
          : m.emails_staff_cancelled_no_refund(),
        booking.confirmationCode ? m.pocket_email_calendar_removed() : undefined,
        '',
        m.emails_reply_questions(),
        '',
        m.emails_sign_off(),
      ]),
      // A confirmed booking's calendar event is removed (a held one never had one).
      attachments: booking.confirmationCode
        ? [await calendarAttachment(db, booking.id, { method: 'CANCEL' })]
        : undefined,
    });
  });
}

export function emailTourChangesApproved(
  db: Db,
  to: { email: string; name: string },
  tour: { id: string; title: string; live: boolean },
  publicUrl: string,
) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: m.emails_changes_approved_subject({ tour: tour.title }),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        tour.live
          ? m.emails_changes_approved_live({
              tour: tour.title,
              link: siteLink(publicUrl, `/tours/${tour.id}`),
            })
          : m.emails_changes_approved_inactive({
              tour: tour.title,
              link: siteLink(publicUrl, '/merchant/dashboard/tours'),
            }),
        '',
        partnerTeam(),
      ]),
    }),
  );
}

export function emailTourChangesRejected(
  db: Db,
  to: { email: string; name: string },
  tour: { id: string; title: string },
  reason: string,
  publicUrl: string,
) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: m.emails_changes_rejected_subject({ tour: tour.title }),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        m.emails_changes_rejected_body({ tour: tour.title }),
        '',
        reason,
        '',
        m.emails_changes_rejected_edit(),
        siteLink(publicUrl, '/merchant/dashboard/tours'),
        '',
        partnerTeam(),
      ]),
    }),
  );
}

export function emailProfileChangesApproved(db: Db, to: { email: string; name: string }, business: string) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: m.emails_profile_changes_approved_subject(),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        m.emails_profile_changes_approved_body({ business }),
        '',
        partnerTeam(),
      ]),
    }),
  );
}

export function emailProfileChangesRejected(
  db: Db,
  to: { email: string; name: string },
  business: string,
  reason: string,
  publicUrl: string,
) {
  return toMerchant(db, to.email, () =>
    enqueueEmail(db, {
      to: to.email,
      subject: m.emails_profile_changes_rejected_subject(),
      text: emailLines([
        m.emails_hello({ name: to.name }),
        '',
        m.emails_profile_changes_rejected_body({ business }),
        '',
        reason,
        '',
        m.emails_profile_changes_rejected_edit(),
        siteLink(publicUrl, '/merchant/dashboard/profile'),
        '',
        partnerTeam(),
      ]),
    }),
  );
}
