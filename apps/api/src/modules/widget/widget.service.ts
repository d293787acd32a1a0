import {
  type createBookingSchema,
  DEFAULT_WIDGET_COLOUR,
  MESSAGES,
  type WidgetSettings,
  type widgetSettingsSchema,
} from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { type BookingContext, createBooking } from '../bookings/bookings.service.ts';
import type { HoldClient } from '../bookings/fair-holds.ts';
import * as repo from './widget.repository.ts';

const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', m.widget_error_not_found());

/** The widget's settings: what the operator saved, or the defaults (no origin may frame it). */
export async function getWidget(db: Db, merchantId: string): Promise<WidgetSettings> {
  const found = await repo.findWidgetOf(db, merchantId);
  if (!found) throw MERCHANT_NOT_FOUND();
  return {
    merchantId: found.merchantId,
    origins: found.origins ?? [],
    colour: found.colour ?? DEFAULT_WIDGET_COLOUR,
  };
}

/** The console's own widget: saved for any merchant (a business pending approval can prepare it). */
export async function saveWidget(
  db: Db,
  actor: { userId: string; merchantId: string },
  input: z.output<typeof widgetSettingsSchema>,
): Promise<WidgetSettings> {
  await db.transaction(async (tx) => {
    await repo.saveWidget(tx, actor.merchantId, input);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'merchant.widget',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: null,
      after: { origins: input.origins, colour: input.colour },
    });
  });
  return { merchantId: actor.merchantId, ...input };
}

/** The console reads its widget even before approval (findWidgetOf answers approved merchants only). */
export async function getOwnWidget(db: Db, merchantId: string): Promise<WidgetSettings> {
  const found = await repo.findOwnWidget(db, merchantId);
  return {
    merchantId,
    origins: found?.origins ?? [],
    colour: found?.colour ?? DEFAULT_WIDGET_COLOUR,
  };
}

/**
 * A booking made on the operator's widget: one of that operator's tours, held as any online booking
 * (createBooking, the same hold rules) but with `source = 'widget'`, so that its payment is settled
 * at the admin's direct-booking rate (a direct sale of the operator's).
 */
export async function createWidgetBooking(
  ctx: BookingContext,
  merchantId: string,
  input: z.output<typeof createBookingSchema>,
  userId: string | undefined,
  client: Omit<HoldClient, 'userId' | 'email'> & { locale?: Locale },
) {
  if (!(await repo.findWidgetOf(ctx.db, merchantId))) throw MERCHANT_NOT_FOUND();
  if ((await repo.merchantOfTour(ctx.db, input.tourId)) !== merchantId)
    throw notFound('TOUR_NOT_FOUND', MESSAGES.tourNotFound);
  return createBooking(ctx, input, userId, new Date(), { ...client, widget: true });
}
