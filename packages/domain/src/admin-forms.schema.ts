import {
  ADMIN_MESSAGES,
  adminCancelBookingSchema,
  holdSettingsSchema,
  merchantCommissionInputSchema,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
  platformSettingsInputSchema,
} from './admin.schema.ts';
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * The admin console's forms, built from the API's own body schemas so a form and the API refuse the
 * same values with the same messages. Form posts carry strings: the form library turns a number
 * field into a number (a non-number stays an error, never 0) and a checkbox into true; a blank
 * field is absent.
 */

const recordId = z.uuid({ error: () => m.errors_record_missing() });

/** Approve, reject, activate, deactivate or feature one record. */
export const adminRecordFormSchema = z.object({ id: recordId });

/** Reject a merchant application: the reason is emailed to the applicant. */
export const rejectMerchantFormSchema = z.object({
  id: recordId,
  reason: z
    .string({ error: () => ADMIN_MESSAGES.rejectionReasonRequired })
    .trim()
    .min(3, { error: () => ADMIN_MESSAGES.rejectionReasonRequired })
    .max(1000, { error: () => ADMIN_MESSAGES.rejectionReasonTooLong }),
});

/** A merchant's own commission rate; a blank field returns the merchant to the platform setting. */
export const merchantCommissionFormSchema = z.object({
  id: recordId,
  commissionPercent: merchantCommissionInputSchema.shape.commissionPercent
    .unwrap()
    .optional()
    .transform((value) => value ?? null),
});

/** Cancel a booking by staff, with the refund percent. */
export const adminCancelBookingFormSchema = adminCancelBookingSchema.extend({ id: recordId });

/** The settings page's General Settings form. */
export const generalSettingsFormSchema = platformSettingsInputSchema.pick({
  platformName: true,
  platformEmail: true,
  defaultCommissionRate: true,
  directBookingRate: true,
});

/** The settings page's Unpaid Holds form: hold time, holds per client, share of a departure. */
export const holdSettingsFormSchema = z.object({ holds: holdSettingsSchema });

/** The settings page's Notification Settings form: an unticked box is not posted, so it is false. */
export const notificationSettingsFormSchema = z.object({
  notifications: z.object(
    Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
      NotificationFlag,
      z.ZodDefault<z.ZodBoolean>
    >,
  ),
});
