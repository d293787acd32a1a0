import { MERCHANT_STATUSES } from './auth-constants.ts';
import { BOOKING_STATUSES, bookingHistorySchema } from './bookings.schema.ts';
import { cancellationTierSchema } from './cancellation-policy.ts';
import { nextCursorSchema } from './keyset.ts';
import { payoutLineSchema } from './merchant-earnings.schema.ts';
import { adminProfileRevisionSchema, adminTourRevisionSchema } from './tour-revisions.schema.ts';
import { z } from './zod.ts';

/** What the platform admin API answers (spec section 3: dashboard stats, top rows, alerts, admin merchant and tour). */
const cents = () => z.number().int().describe('US cents');
const iso = () => z.string().describe('ISO 8601 timestamp');

export const dashboardStatsSchema = z.object({
  totalSales: cents(),
  bookingsCount: z.number().int(),
  newUserCount: z.number().int().describe('Tourists registered in the last 7 days'),
  totalTourists: z.number().int(),
  pendingApprovals: z.number().int().describe('Merchants, tours and deals awaiting approval'),
  merchantCount: z.number().int().describe('Approved and active merchants'),
  activeToursCount: z.number().int(),
  salesData: z.array(cents()).describe('US cents per Belize day, oldest first, the last one today'),
  bookingsData: z.array(z.number().int()),
  days: z.array(z.string()).describe('The 7 Belize dates (YYYY-MM-DD) of salesData and bookingsData'),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const topRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bookings: z.number().int(),
  revenue: cents(),
});
export type TopRow = z.infer<typeof topRowSchema>;

export const ALERT_TYPES = ['warning', 'info', 'success'] as const;
export const alertSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  message: z.string(),
  link: z.string().optional(),
});
export type AdminAlert = z.infer<typeof alertSchema>;

export const adminMerchantSchema = z
  .object({
    id: z.uuid(),
    business_name: z.string(),
    profile: z.object({ full_name: z.string(), phone_number: z.string().nullable() }),
    contact_email: z.string(),
    admin_approved: z.boolean(),
    approved: z.boolean(),
    active: z.boolean(),
    status: z.enum(MERCHANT_STATUSES),
    totalTours: z.number().int(),
    totalBookings: z.number().int(),
    totalRevenue: cents(),
    lastPayoutDate: iso().nullable(),
    btb_licence_number: z.string().nullable(),
    description: z.string(),
    created_at: iso(),
    rejected_at: iso().nullable(),
    rejection_reason: z.string().nullable(),
    /** Whether the owner has confirmed their email address; an application is approved only then. */
    owner_email_verified: z.boolean(),
    translation: z
      .object({
        toTranslate: z
          .number()
          .int()
          .describe('Texts of its tours, deals and profile whose English is written'),
        translated: z.number().int().describe('Of those, the ones with their Spanish written'),
      })
      .describe("The share of the merchant's traveller-facing text translated into Spanish (issue 39)"),
  })
  .meta({ id: 'AdminMerchant' });
export type AdminMerchant = z.infer<typeof adminMerchantSchema>;

export const adminMerchantDetailSchema = adminMerchantSchema.extend({
  tagline: z.string().nullable(),
  address: z.string().nullable(),
  owner_email: z.string(),
  tours: z.array(z.object({ id: z.uuid(), title: z.string(), status: z.enum(MERCHANT_STATUSES) })),
  lastPayout: z.object({ reference: z.string(), amount: cents(), date: iso() }).nullable(),
  unpaidNet: cents().describe('Merchant net of completed, redeemed and unpaid items'),
  revision: adminProfileRevisionSchema
    .nullable()
    .describe('Changes to the business name or contacts waiting for approval, if any'),
});
export type AdminMerchantDetail = z.infer<typeof adminMerchantDetailSchema>;

export const adminTourSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    name: z.string(),
    merchant: z.object({ id: z.uuid(), business_name: z.string() }),
    merchantId: z.uuid(),
    location: z.object({ id: z.string(), name: z.string() }),
    platform_selling_price: cents(),
    duration_hours: z.number(),
    durationHours: z.number(),
    total_bookings: z.number().int(),
    totalBookings: z.number().int(),
    totalRevenue: cents(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    admin_approved: z.boolean(),
    approved: z.boolean(),
    active: z.boolean(),
    status: z.enum(MERCHANT_STATUSES),
    imageUrl: z.string().nullable(),
    created_at: iso(),
    updated_at: iso(),
    pending_revision_at: iso()
      .nullable()
      .describe('When the merchant last changed edits that wait for approval; null when none wait'),
  })
  .meta({ id: 'AdminTour' });
export type AdminTour = z.infer<typeof adminTourSchema>;

export const adminTourDetailSchema = adminTourSchema.extend({
  description: z.string(),
  category: z.string(),
  maxParticipants: z.number().int(),
  recentChanges: z.array(z.object({ at: iso(), before: z.unknown(), after: z.unknown() })),
  revision: adminTourRevisionSchema.nullable().describe('The changes waiting for approval, if any'),
});
export type AdminTourDetail = z.infer<typeof adminTourDetailSchema>;

export const adminBookingRowSchema = z.object({
  id: z.uuid(),
  confirmationCode: z.string().nullable(),
  tourTitle: z.string(),
  merchantName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  date: z.string().describe('Belize date of the departure'),
  time: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkedInAt: iso()
    .nullable()
    .describe('Check-in time; the status stays confirmed until the departure ends'),
  total: cents(),
  paidAt: iso().nullable(),
  payoutId: z.uuid().nullable(),
  rescheduledFrom: z
    .string()
    .nullable()
    .describe('The date first booked, when the booking was moved to another date since'),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingDetailSchema = adminBookingRowSchema.extend({
  tourId: z.uuid(),
  merchantId: z.uuid(),
  adults: z.number().int(),
  children: z.number().int(),
  customerPhone: z.string(),
  hotel: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  createdAt: iso(),
  cancelledAt: iso().nullable(),
  cancelReason: z.string().nullable(),
  history: bookingHistorySchema,
  payments: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['charge', 'refund']),
      status: z
        .enum(['pending', 'approved', 'declined'])
        .describe('A refund is pending until the gateway made it'),
      amount: cents(),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      provider: z.string(),
      reference: z.string().nullable(),
      createdAt: iso(),
    }),
  ),
  refund: z.object({ amount: cents(), percent: z.number().int() }).nullable(),
  cancellation_tiers: z
    .array(cancellationTierSchema)
    .describe('The cancellation policy the booking was sold under'),
  refundCap: cents()
    .nullable()
    .describe('The most a tourist cancellation may refund, set by a reschedule (decision 020); null: none'),
  giftCardAmount: cents().describe('Part of the total paid with gift cards'),
  commissionPercent: z.number().int().nullable(),
  commission: cents().nullable(),
  net: cents().nullable().describe("The merchant's net"),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const adminTouristSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  created_at: iso(),
  bookingsCount: z.number().int().describe('Paid bookings (confirmed or completed)'),
  totalSpent: cents(),
  deleted: z.boolean(),
});
export type AdminTourist = z.infer<typeof adminTouristSchema>;

const merchantRef = z.object({ id: z.uuid(), business_name: z.string() });
export const payoutSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    merchant: merchantRef,
    periodStart: z.string(),
    periodEnd: z.string(),
    amount: cents(),
    itemCount: z.number().int(),
    created_at: iso(),
    createdBy: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

/** What paying a merchant for a period would send (summed over every unpaid line), and a page of the lines. */
export const payoutPreviewSchema = z.object({
  merchant: merchantRef,
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: cents().describe('The sum of the nets of every unpaid line of the period'),
  itemCount: z.number().int(),
  gross: cents(),
  commission: cents(),
  lines: z.array(payoutLineSchema).describe('A page of the unpaid lines, by Belize day, kind and id'),
  nextCursor: nextCursorSchema,
});
export type PayoutPreview = z.infer<typeof payoutPreviewSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: iso(),
  actor: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  entityName: z
    .string()
    .nullable()
    .describe("The record's name (business name, tour or deal title, booking code...), null if it is gone"),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
