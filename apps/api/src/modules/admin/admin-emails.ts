import { formatClockTime, formatLongDate, formatUsd } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';

/** Emails the staff's decisions send to merchants and tourists (always sent; not notification flags). */

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

export function emailMerchantApproved(
  db: Db,
  to: { email: string; name: string; businessName: string },
  publicUrl: string,
) {
  return enqueueEmail(db, {
    to: to.email,
    subject: 'Your BelizePass merchant account is approved',
    text: [
      `Hello ${to.name},`,
      '',
      `Good news: ${to.businessName} is approved to sell on BelizePass.`,
      `Sign in to your merchant dashboard to add your tours: ${base(publicUrl)}/merchant/login`,
      '',
      'Each new tour is reviewed by our team before it appears to the public.',
      '',
      'The BelizePass partner team',
      'partners@belizepass.bz',
    ].join('\n'),
  });
}

export function emailMerchantRejected(
  db: Db,
  to: { email: string; name: string; businessName: string },
  reason: string,
) {
  return enqueueEmail(db, {
    to: to.email,
    subject: 'Your BelizePass merchant application',
    text: [
      `Hello ${to.name},`,
      '',
      `Thank you for applying to sell on BelizePass with ${to.businessName}. We are unable to approve the application at this time, for this reason:`,
      '',
      reason,
      '',
      'If you can address this, reply to this email or write to partners@belizepass.bz and we will review it again.',
      '',
      'The BelizePass partner team',
    ].join('\n'),
  });
}

export function emailTourApproved(
  db: Db,
  to: { email: string; name: string },
  tour: { id: string; title: string; live: boolean },
  publicUrl: string,
) {
  return enqueueEmail(db, {
    to: to.email,
    subject: tour.live ? `Your tour ${tour.title} is live` : `Your tour ${tour.title} is approved`,
    text: [
      `Hello ${to.name},`,
      '',
      tour.live
        ? `Your tour ${tour.title} is approved and live on BelizePass: ${base(publicUrl)}/tours/${tour.id}`
        : `Your tour ${tour.title} is approved. It will be public as soon as you set it to Active in your merchant dashboard: ${base(publicUrl)}/merchant/dashboard/tours`,
      '',
      'The BelizePass partner team',
    ].join('\n'),
  });
}

export function emailBookingCancelledByStaff(
  db: Db,
  booking: {
    email: string;
    fullName: string;
    tourTitle: string;
    confirmationCode: string | null;
    localDate: string;
    startTime: string;
    refundCents: number;
  },
  reason: string,
) {
  const refund =
    booking.refundCents > 0
      ? `A refund of ${formatUsd(booking.refundCents, { cents: true })} goes back to your original payment method (card refunds take 7-10 business days); any gift card part returns to the card.`
      : 'No payment is refunded for this booking.';
  return enqueueEmail(db, {
    to: booking.email,
    subject: `Booking cancelled: ${booking.tourTitle}${booking.confirmationCode ? ` (${booking.confirmationCode})` : ''}`,
    text: [
      `Hello ${booking.fullName},`,
      '',
      `We are sorry: your booking for ${booking.tourTitle} on ${formatLongDate(booking.localDate)} at ${formatClockTime(booking.startTime)} (Belize time) has been cancelled by BelizePass.`,
      `Reason: ${reason}`,
      '',
      refund,
      '',
      'If you have any questions, reply to this email.',
      '',
      'The BelizePass team',
    ].join('\n'),
  });
}

export function emailTourChangesApproved(
  db: Db,
  to: { email: string; name: string },
  tour: { id: string; title: string; live: boolean },
  publicUrl: string,
) {
  return enqueueEmail(db, {
    to: to.email,
    subject: `Your changes to ${tour.title} are approved`,
    text: [
      `Hello ${to.name},`,
      '',
      tour.live
        ? `Your changes to ${tour.title} are approved and live on BelizePass: ${base(publicUrl)}/tours/${tour.id}`
        : `Your changes to ${tour.title} are approved. Tourists will see them once the tour is Active: ${base(publicUrl)}/merchant/dashboard/tours`,
      '',
      'The BelizePass partner team',
    ].join('\n'),
  });
}

export function emailTourChangesRejected(
  db: Db,
  to: { email: string; name: string },
  tour: { id: string; title: string },
  reason: string,
  publicUrl: string,
) {
  return enqueueEmail(db, {
    to: to.email,
    subject: `Your changes to ${tour.title} were not approved`,
    text: [
      `Hello ${to.name},`,
      '',
      `We reviewed your changes to ${tour.title} and could not approve them, for this reason:`,
      '',
      reason,
      '',
      'Tourists keep seeing the approved version of the tour. You can edit the tour again in your merchant dashboard:',
      `${base(publicUrl)}/merchant/dashboard/tours`,
      '',
      'The BelizePass partner team',
    ].join('\n'),
  });
}
