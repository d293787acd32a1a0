import {
  type BookingMessage,
  type DepartureMessageResponse,
  type departureMessageBodySchema,
  formatClockTime,
  formatLongDate,
  inLanguage,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { emailLines, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { findMerchantTour } from '../merchant-tours/merchant-tours.repository.ts';
import { bookingLocales } from '../notifications/notifications.service.ts';
import * as ops from './departure-ops.repository.ts';
import * as repo from './merchant-bookings.repository.ts';
import type { MerchantActor } from './merchant-bookings.service.ts';

/**
 * The operator writes to every guest of a departure (decision 035): one email per paid, live
 * booking through the outbox, in the guest's language around the operator's own words (plain
 * text, never HTML), kept on each booking's history. The operator's request id makes a retry (a
 * double click, a resent form) send nothing more.
 */

const DEPARTURE_NOT_FOUND = () => notFound('DEPARTURE_NOT_FOUND', m.departure_error_departure_not_found());

export async function messageDeparture(
  db: Db,
  actor: MerchantActor,
  tourId: string,
  date: string,
  input: z.output<typeof departureMessageBodySchema>,
  publicUrl = '',
): Promise<DepartureMessageResponse> {
  return db.transaction(async (tx) => {
    const found = await findMerchantTour(tx, actor.merchantId, tourId);
    if (!found) throw notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());
    const { tour } = found;
    const earlier = await ops.findMessageByRequest(tx, actor.merchantId, input.clientRequestId);
    if (earlier) return { messageId: earlier.id, recipients: earlier.recipients, repeated: true };
    const departure = (await repo.listDeparturesOnDate(tx, tourId, date)).find(
      (d) => d.startTime === input.time,
    );
    if (!departure) throw DEPARTURE_NOT_FOUND();
    const message = await ops.insertMessage(tx, {
      merchantId: actor.merchantId,
      departureId: departure.id,
      authorUserId: actor.userId,
      authorName: await ops.findUserName(tx, actor.userId),
      clientRequestId: input.clientRequestId,
      subject: input.subject ?? null,
      body: input.body,
    });
    // Two requests with the same id at once: the one that inserted second sends nothing.
    if (!message) {
      const other = await ops.findMessageByRequest(tx, actor.merchantId, input.clientRequestId);
      return { messageId: other!.id, recipients: other!.recipients, repeated: true };
    }
    const guests = await ops.listMessageRecipients(tx, departure.id);
    await ops.insertRecipients(
      tx,
      guests.map((b) => ({ messageId: message.id, bookingId: b.id, email: b.email })),
    );
    for (const b of guests) {
      const { guest } = await bookingLocales(tx, b.id);
      await withLocale(guest, () => {
        const title = inLanguage(currentLocale(), { title: { en: tour.title, es: tour.titleEs } }).values
          .title;
        const when = { tour: title, date: formatLongDate(date), time: formatClockTime(input.time) };
        return enqueueEmail(tx, {
          to: b.email,
          subject: input.subject ?? m.departure_email_message_subject(when),
          text: emailLines([
            m.emails_hello({ name: b.fullName }),
            '',
            m.departure_email_message_intro({ ...when, code: b.confirmationCode ?? '' }),
            '',
            input.body,
            '',
            b.userId ? m.emails_your_bookings({ link: siteLink(publicUrl, '/account/bookings') }) : undefined,
            m.emails_sign_off(),
          ]),
        });
      });
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'departure.message',
      entityType: 'departure',
      entityId: departure.id,
      before: null,
      after: { messageId: message.id, recipients: guests.length, subject: input.subject ?? null },
    });
    return { messageId: message.id, recipients: guests.length, repeated: false };
  });
}

/** The messages each booking was sent, as the history shows them. */
export async function messagesOfBookings(db: Db, bookingIds: string[]) {
  const byBooking = new Map<string, BookingMessage[]>();
  for (const row of await ops.listMessagesOfBookings(db, bookingIds)) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push({ at: row.at.toISOString(), by: row.by, subject: row.subject, body: row.body });
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}
