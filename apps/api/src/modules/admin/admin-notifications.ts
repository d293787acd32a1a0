import { formatClockTime, formatLongDate, formatUsd } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { withLocale } from '../../lib/locale.ts';
import { partyOf } from '../bookings/booking-party.ts';
import { findBookingView } from '../bookings/bookings.repository.ts';
import { emailLines, emailMoney } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { findMerchantWithOwner } from '../merchants/merchants.repository.ts';
import { getPlatformSettings, type PlatformSettingsRow } from '../settings/settings.repository.ts';

/**
 * The staff notifications of the platform settings: each flag decides whether its email goes to the
 * platform email address. Call each with the transaction that makes the change, so the email is sent
 * exactly when the change commits. The staff's notifications are in English whatever the language
 * of the request that caused them; a merchant's payout notice is in the merchant's.
 */

type Flag =
  | 'notifyNewMerchantSignups'
  | 'notifyNewBookings'
  | 'notifyCompletedBookings'
  | 'notifyPayoutProcessed'
  | 'notifyTourApprovalRequests';

const usd = (cents: number) => formatUsd(cents, { cents: true });
const adminLink = (publicUrl: string | undefined, path: string) =>
  publicUrl ? `${publicUrl.replace(/\/$/, '')}/admin/dashboard${path}` : undefined;

async function notifyStaff(
  db: Db,
  flag: Flag,
  build: (settings: PlatformSettingsRow) => { subject: string; lines: (string | undefined)[] },
) {
  const settings = await getPlatformSettings(db);
  if (!settings[flag]) return false;
  const { subject, lines } = withLocale('en', () => build(settings));
  await enqueueEmail(db, {
    to: settings.platformEmail,
    subject: `[${settings.platformName}] ${subject}`,
    text: [...lines.filter((l) => l !== undefined), '', `${settings.platformName} admin notifications`].join(
      '\n',
    ),
  });
  return true;
}

export function notifyNewMerchantSignup(
  db: Db,
  application: {
    businessName: string;
    ownerName: string;
    ownerEmail: string;
    contactEmail: string;
    btbLicenceNumber?: string | null;
  },
  publicUrl?: string,
) {
  const link = adminLink(publicUrl, '/merchants?status=pending');
  return notifyStaff(db, 'notifyNewMerchantSignups', () => ({
    subject: `New merchant application: ${application.businessName}`,
    lines: [
      `${application.ownerName} (${application.ownerEmail}) applied to sell as ${application.businessName}.`,
      `Business contact: ${application.contactEmail}`,
      application.btbLicenceNumber ? `BTB licence: ${application.btbLicenceNumber}` : undefined,
      '',
      link ? `Review the application: ${link}` : 'Review it under Merchants in the admin dashboard.',
    ],
  }));
}

export async function notifyNewBooking(db: Db, bookingId: string, publicUrl?: string) {
  const row = await findBookingView(db, bookingId);
  if (!row) return false;
  const { booking: b } = row;
  return notifyStaff(db, 'notifyNewBookings', () => ({
    subject: `New booking ${b.confirmationCode ?? b.id}: ${row.tourTitle}`,
    lines: [
      `${b.fullName} booked ${row.tourTitle} (${row.merchantName}).`,
      `${formatLongDate(b.localDate)} at ${formatClockTime(b.startTime)} (Belize time)`,
      `Party: ${partyOf(b)}. Total paid: ${usd(b.totalCents)}`,
      b.commissionCents !== null
        ? `Commission: ${usd(b.commissionCents)} (${b.commissionPercent}%)`
        : undefined,
      adminLink(publicUrl, '/bookings'),
    ],
  }));
}

/** The staff note of one completion sweep: bookings completed and no-shows, now payable. */
export function notifyCompletedBookings(
  db: Db,
  ended: { completed: number; noShows: number },
  publicUrl?: string,
) {
  const { completed, noShows } = ended;
  if (completed + noShows <= 0) return Promise.resolve(false);
  const bookingsText = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;
  const parts = [
    completed > 0 ? `${bookingsText(completed)} completed` : undefined,
    noShows > 0 ? `${noShows} ${noShows === 1 ? 'no-show' : 'no-shows'}` : undefined,
  ].filter(Boolean);
  return notifyStaff(db, 'notifyCompletedBookings', () => ({
    subject: parts.join(', '),
    lines: [
      `Departures have ended: ${parts.join(' and ')}.`,
      'Their merchant net can now be paid out (a no-show is paid, not refunded).',
      adminLink(publicUrl, '/payouts'),
    ],
  }));
}

export interface ProcessedPayout {
  reference: string;
  amountCents: number;
  itemCount: number;
  periodStart: string;
  periodEnd: string;
}

/** Tells the merchant (its owner and business contact) and the platform mailbox that a payout was made. */
export async function notifyPayoutProcessed(db: Db, merchantId: string, payout: ProcessedPayout) {
  const settings = await getPlatformSettings(db);
  if (!settings.notifyPayoutProcessed) return false;
  const found = await findMerchantWithOwner(db, merchantId);
  if (!found) return false;
  const recipients = [...new Set([found.ownerEmail, found.merchant.contactEmail])];
  // The business contact reads the owner's language too.
  await withLocale(found.ownerLocale, async () => {
    const amount = emailMoney(payout.amountCents);
    for (const to of recipients) {
      await enqueueEmail(db, {
        to,
        subject: m.emails_payout_subject({ reference: payout.reference, amount }),
        text: emailLines([
          m.emails_hello({ name: found.ownerName }),
          '',
          m.emails_payout_processed({
            platform: settings.platformName,
            reference: payout.reference,
            amount,
            business: found.merchant.businessName,
          }),
          m.emails_payout_covers({
            count: payout.itemCount,
            from: formatLongDate(payout.periodStart),
            to: formatLongDate(payout.periodEnd),
          }),
          '',
          m.emails_partner_team({ platform: settings.platformName }),
        ]),
      });
    }
  });
  await notifyStaff(db, 'notifyPayoutProcessed', () => ({
    subject: `Payout ${payout.reference} processed`,
    lines: [
      `${usd(payout.amountCents)} to ${found.merchant.businessName} for ${m.bilingual_payout_items({ count: payout.itemCount })}, ${formatLongDate(payout.periodStart)} to ${formatLongDate(payout.periodEnd)}.`,
    ],
  }));
  return true;
}

/** A merchant created or submitted a tour that needs approval before it can be public. */
export async function notifyTourApprovalRequest(
  db: Db,
  tour: { id: string; title: string; merchantId: string },
  publicUrl?: string,
) {
  const found = await findMerchantWithOwner(db, tour.merchantId);
  return notifyStaff(db, 'notifyTourApprovalRequests', () => ({
    subject: `Tour awaiting approval: ${tour.title}`,
    lines: [
      `${found?.merchant.businessName ?? 'A merchant'} submitted the tour "${tour.title}" for approval.`,
      adminLink(publicUrl, '/tours?status=pending') ?? 'Review it under Tours in the admin dashboard.',
    ],
  }));
}

/** A changed field as staff read it: its name, the approved value and the proposed one. */
export interface ChangeLine {
  label: string;
  before_text: string;
  after_text: string;
}

/** "Label: old → new", a multi-line value kept on one line. */
const changeLine = (c: ChangeLine) => {
  const flat = (text: string) => text.replace(/\s*\n\s*/g, ' / ');
  return c.before_text === '' && c.after_text === ''
    ? `- ${c.label}`
    : `- ${c.label}: ${flat(c.before_text)} → ${flat(c.after_text)}`;
};

/**
 * A merchant changed an approved tour's reviewed fields (new changes, or changes to those waiting):
 * the email lists every changed field by name with its approved and proposed value. `changes` is
 * read in English, the staff's language.
 */
export async function notifyTourRevisionRequest(
  db: Db,
  tour: { id: string; title: string; merchantId: string },
  changes: () => ChangeLine[],
  options: { updated: boolean; publicUrl?: string },
) {
  const found = await findMerchantWithOwner(db, tour.merchantId);
  return notifyStaff(db, 'notifyTourApprovalRequests', () => ({
    subject: `Tour changes awaiting approval: ${tour.title}`,
    lines: [
      `${found?.merchant.businessName ?? 'A merchant'} ${options.updated ? 'updated the changes waiting for' : 'changed'} the approved tour "${tour.title}":`,
      ...changes().map(changeLine),
      '',
      'The public sees the approved version until the changes are approved.',
      adminLink(options.publicUrl, `/tours?status=changes&selected=${tour.id}`) ??
        'Review them under Tours in the admin dashboard.',
    ],
  }));
}

/** A merchant changed its approved business profile's traveller-facing fields: they wait for review. */
export async function notifyProfileRevisionRequest(
  db: Db,
  merchant: { id: string; businessName: string },
  changes: () => ChangeLine[],
  options: { updated: boolean; publicUrl?: string },
) {
  return notifyStaff(db, 'notifyTourApprovalRequests', () => ({
    subject: `Business profile changes awaiting approval: ${merchant.businessName}`,
    lines: [
      `${merchant.businessName} ${options.updated ? 'updated the changes waiting for' : 'changed'} its approved business profile:`,
      ...changes().map(changeLine),
      '',
      'Travellers see the approved profile until the changes are approved.',
      adminLink(options.publicUrl, `/merchants?selected=${merchant.id}`) ??
        'Review them under Merchants in the admin dashboard.',
    ],
  }));
}
