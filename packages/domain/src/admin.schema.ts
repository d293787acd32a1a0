import { BOOKING_STATUSES } from './bookings.schema.ts';
import { boundedDate } from './dates.schema.ts';
import { m } from './i18n/index.ts';
import { intQueryParam, oneOfParam, pageParam, queryParam } from './list-query.ts';
import { payoutLinePaging } from './merchant-earnings.schema.ts';
import { COMMISSION_PERCENT_MAX, COMMISSION_PERCENT_MIN } from './money/commission.ts';
import { z } from './zod.ts';

/** The platform admin's texts: spec sections 2.14 and 8 verbatim, then the settings form's own. */
export const ADMIN_MESSAGES = {
  get loadDashboardFailed() {
    return m.errors_admin_load_dashboard_failed();
  },
  get loadMerchantsFailed() {
    return m.errors_admin_load_merchants_failed();
  },
  get loadToursFailed() {
    return m.errors_admin_load_tours_failed();
  },
  get merchantApprovalFailed() {
    return m.errors_admin_merchant_approval_failed();
  },
  get merchantStatusFailed() {
    return m.errors_admin_merchant_status_failed();
  },
  get tourApprovalFailed() {
    return m.errors_admin_tour_approval_failed();
  },
  get tourStatusFailed() {
    return m.errors_admin_tour_status_failed();
  },
  get noMerchantsFound() {
    return m.console_no_merchants_found();
  },
  get noToursFound() {
    return m.console_no_tours_found();
  },
  get notAvailable() {
    return m.console_not_available();
  },
  get allSystemsNormal() {
    return m.console_all_systems_normal();
  },
  get merchantNotFound() {
    return m.errors_merchant_not_found();
  },
  get tourNotFound() {
    return m.errors_tour_not_found();
  },
  get bookingNotFound() {
    return m.errors_booking_not_found();
  },
  get rejectionReasonRequired() {
    return m.errors_admin_rejection_reason_required();
  },
  get rejectionReasonTooLong() {
    return m.errors_reason_too_long();
  },
  get cancelReasonRequired() {
    return m.errors_admin_cancel_reason_required();
  },
  get refundPercentInvalid() {
    return m.errors_admin_refund_percent_invalid();
  },
  get platformNameRequired() {
    return m.errors_admin_platform_name_required();
  },
  get platformNameTooLong() {
    return m.errors_admin_platform_name_too_long();
  },
  get platformEmailRequired() {
    return m.errors_admin_platform_email_required();
  },
  get platformEmailInvalid() {
    return m.errors_admin_platform_email_invalid();
  },
  get commissionRateInvalid() {
    return m.errors_admin_commission_rate_invalid();
  },
  get settingsSaved() {
    return m.console_settings_saved();
  },
  get periodOrder() {
    return m.errors_admin_period_order();
  },
  get nothingToPay() {
    return m.errors_admin_nothing_to_pay();
  },
} as const;

export const ADMIN_DEFAULT_PAGE_LIMIT = 20;
export const ADMIN_MAX_PAGE_LIMIT = 100;
/** Rows one CSV export holds at most. */
export const ADMIN_EXPORT_MAX_ROWS = 50_000;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The list filter of spec 2.14 (All, Approved Only, Pending Approval) plus approved-but-inactive. */
export const ADMIN_STATUS_FILTERS = ['all', 'approved', 'pending', 'inactive'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
/** The tour list's filters: those, and tours whose merchant's changes wait for approval. */
export const ADMIN_TOUR_STATUS_FILTERS = [...ADMIN_STATUS_FILTERS, 'changes'] as const;
export type AdminTourStatusFilter = (typeof ADMIN_TOUR_STATUS_FILTERS)[number];
export const ADMIN_MERCHANT_SORTS = [
  'businessName',
  'contact',
  'tours',
  'bookings',
  'revenue',
  'createdAt',
] as const;
export type AdminMerchantSort = (typeof ADMIN_MERCHANT_SORTS)[number];
export const ADMIN_TOUR_SORTS = ['name', 'merchant', 'price', 'bookings', 'rating', 'createdAt'] as const;
export type AdminTourSort = (typeof ADMIN_TOUR_SORTS)[number];

const paging = {
  page: pageParam(),
  limit: intQueryParam(1, ADMIN_MAX_PAGE_LIMIT, ADMIN_DEFAULT_PAGE_LIMIT),
};
const search = queryParam(
  z
    .string()
    .trim()
    .max(100, { error: () => m.errors_search_text_too_long() })
    .optional(),
);

export const adminMerchantListQuerySchema = z.object({
  search,
  sortBy: oneOfParam(ADMIN_MERCHANT_SORTS, 'businessName'),
  sortDirection: oneOfParam(SORT_DIRECTIONS, 'asc'),
  status: oneOfParam(ADMIN_STATUS_FILTERS, 'all'),
  ...paging,
});
export type AdminMerchantListQuery = z.output<typeof adminMerchantListQuerySchema>;

export const adminTourListQuerySchema = z.object({
  search,
  sortBy: oneOfParam(ADMIN_TOUR_SORTS, 'name'),
  sortDirection: oneOfParam(SORT_DIRECTIONS, 'asc'),
  status: oneOfParam(ADMIN_TOUR_STATUS_FILTERS, 'all'),
  ...paging,
});
export type AdminTourListQuery = z.output<typeof adminTourListQuerySchema>;

export const ADMIN_BOOKING_STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const;
export const adminBookingListQuerySchema = z.object({
  search,
  status: oneOfParam(ADMIN_BOOKING_STATUS_FILTERS, 'all'),
  /** Newest first by default (by booking time). */
  sortDirection: oneOfParam(SORT_DIRECTIONS, 'desc'),
  ...paging,
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;

export const adminSearchQuerySchema = z.object({ search, ...paging });
export type AdminSearchQuery = z.output<typeof adminSearchQuerySchema>;

export const AUDIT_ENTITY_TYPES = [
  'merchant',
  'tour',
  'booking',
  'settings',
  'payout',
  'deal',
  'gift_card',
  'departure',
] as const;
export const auditQuerySchema = z.object({
  entityType: queryParam(z.enum(AUDIT_ENTITY_TYPES).optional()),
  entityId: queryParam(z.string().trim().max(100).optional()),
  ...paging,
});

const date = (field: string) => boundedDate(`${field} must be a date (YYYY-MM-DD)`);
const period = z.object({
  merchantId: z.uuid({ error: () => m.errors_choose_merchant_to_pay() }),
  periodStart: date('periodStart'),
  periodEnd: date('periodEnd'),
});
const inOrder = (p: { periodStart: string; periodEnd: string }) => p.periodStart <= p.periodEnd;
const periodOrder = { path: ['periodEnd'], error: () => ADMIN_MESSAGES.periodOrder };
/** The payout a period would make, and a page of its lines (`after`, `limit`). */
export const payoutPreviewQuerySchema = period.extend(payoutLinePaging).refine(inOrder, periodOrder);
export const createPayoutSchema = period.refine(inOrder, periodOrder);
export type CreatePayout = z.input<typeof createPayoutSchema>;

// Bodies of the admin's actions.

export const approveMerchantSchema = z
  .object({
    approved: z.boolean({ error: 'approved must be true or false' }),
    reason: z
      .string()
      .trim()
      .max(1000, { error: () => ADMIN_MESSAGES.rejectionReasonTooLong })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.approved && (value.reason ?? '').length < 3) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_MESSAGES.rejectionReasonRequired });
    }
  });
export type ApproveMerchant = z.input<typeof approveMerchantSchema>;
export const approveSchema = z.object({ approved: z.boolean({ error: 'approved must be true or false' }) });
export const setActiveSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

const commissionRate = z
  .number({ error: () => ADMIN_MESSAGES.commissionRateInvalid })
  .int({ error: () => ADMIN_MESSAGES.commissionRateInvalid })
  .min(COMMISSION_PERCENT_MIN, { error: () => ADMIN_MESSAGES.commissionRateInvalid })
  .max(COMMISSION_PERCENT_MAX, { error: () => ADMIN_MESSAGES.commissionRateInvalid });

/** A merchant's own commission rate; null returns the merchant to the platform setting. */
export const merchantCommissionInputSchema = z.object({
  commissionPercent: commissionRate
    .nullable()
    .describe('Whole percent 0-100, or null to follow the platform setting'),
});
export type MerchantCommissionInput = z.input<typeof merchantCommissionInputSchema>;

export const merchantCommissionSchema = z
  .object({
    merchantId: z.uuid(),
    commissionPercent: z
      .number()
      .int()
      .nullable()
      .describe("The merchant's own rate; null follows the platform"),
    platformCommissionPercent: z.number().int().describe('The platform setting'),
    effectiveCommissionPercent: z.number().int().describe('The rate applied to this merchant now'),
  })
  .meta({ id: 'MerchantCommission' });
export type MerchantCommission = z.infer<typeof merchantCommissionSchema>;

export const adminCancelBookingSchema = z.object({
  reason: z
    .string({ error: () => ADMIN_MESSAGES.cancelReasonRequired })
    .trim()
    .min(3, { error: () => ADMIN_MESSAGES.cancelReasonRequired })
    .max(1000, { error: () => m.errors_reason_too_long() }),
  refundPercent: z
    .number({ error: () => ADMIN_MESSAGES.refundPercentInvalid })
    .int({ error: () => ADMIN_MESSAGES.refundPercentInvalid })
    .min(0, { error: () => ADMIN_MESSAGES.refundPercentInvalid })
    .max(100, { error: () => ADMIN_MESSAGES.refundPercentInvalid })
    .default(100),
});
export type AdminCancelBooking = z.input<typeof adminCancelBookingSchema>;

// Platform settings (spec section 3) and the commission-rate input rule of section 5.

export const NOTIFICATION_FLAGS = [
  'newMerchantSignups',
  'newBookings',
  'completedBookings',
  'payoutProcessed',
  'tourApprovalRequests',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

/**
 * The ranges of the unpaid-hold settings: what the admin form accepts and what the environment may
 * provision (HOLD_MINUTES, UNPAID_HOLDS_PER_CLIENT, UNPAID_HOLD_SHARE_PERCENT, UNPAID_HOLDS_PER_ADDRESS),
 * so a provisioned value can always be saved again from the form. The per-client ceiling is high: a
 * test harness books many times from one client.
 */
export const HOLD_SETTING_RANGES = {
  minutes: { min: 5, max: 60 },
  perClient: { min: 1, max: 10_000 },
  departureSharePercent: { min: 10, max: 100 },
  perAddress: { min: 2, max: 10_000 },
} as const;
/** The range of the per-address ceiling of unpaid holds (the admin form and the environment alike). */
export const HOLDS_PER_ADDRESS_RANGE = HOLD_SETTING_RANGES.perAddress;
const ranged = (field: string, range: { min: number; max: number }) =>
  wholeNumber(field, range.min, range.max);

/** How long an unpaid booking keeps its seats, and how much unpaid holds may take (decision 033). */
export const holdSettingsSchema = z.object({
  minutes: ranged('Hold time', HOLD_SETTING_RANGES.minutes).describe(
    'Minutes an unpaid booking keeps its seats',
  ),
  perClient: ranged('Unpaid holds per client', HOLD_SETTING_RANGES.perClient).describe(
    'Unpaid holds one traveller (account, email or device) may have at once',
  ),
  departureSharePercent: ranged('Share of a departure', HOLD_SETTING_RANGES.departureSharePercent).describe(
    "Most of a departure's seats (percent) unpaid holds may take at once; one hold of more gets the short hold time",
  ),
  perAddress: wholeNumber(
    'Unpaid holds per address',
    HOLDS_PER_ADDRESS_RANGE.min,
    HOLDS_PER_ADDRESS_RANGE.max,
  )
    .describe(
      "Unpaid holds one network address may have at once (a ship's or hotel's Wi-Fi is shared by many travellers)",
    )
    .optional(),
  largeHoldMinutes: wholeNumber('Short hold time', 2, 15)
    .describe(
      "Minutes a hold of more than the departure's share keeps its seats (private charters excepted); at most the hold time",
    )
    .optional(),
});
export type HoldSettings = z.output<typeof holdSettingsSchema>;

export const platformSettingsInputSchema = z.object({
  platformName: z
    .string({ error: () => ADMIN_MESSAGES.platformNameRequired })
    .trim()
    .min(1, { error: () => ADMIN_MESSAGES.platformNameRequired })
    .max(80, { error: () => ADMIN_MESSAGES.platformNameTooLong }),
  platformEmail: z
    .string({ error: () => ADMIN_MESSAGES.platformEmailRequired })
    .trim()
    .min(1, { error: () => ADMIN_MESSAGES.platformEmailRequired })
    .max(254, { error: () => ADMIN_MESSAGES.platformEmailInvalid })
    .pipe(z.email({ error: () => ADMIN_MESSAGES.platformEmailInvalid }))
    .transform((v) => v.toLowerCase()),
  defaultCommissionRate: commissionRate,
  /** The commission on direct sales (walk-ins); left out, it stays as it is. */
  directBookingRate: commissionRate
    .describe('Whole percent 0-100 on walk-ins and the operator’s own channels; 0 by default')
    .optional(),
  notifications: z.object({
    newMerchantSignups: z.boolean(),
    newBookings: z.boolean(),
    completedBookings: z.boolean(),
    payoutProcessed: z.boolean(),
    tourApprovalRequests: z.boolean(),
  }),
  /** Unpaid holds (seat hoarding); left out, they stay as they are. */
  holds: holdSettingsSchema.optional(),
});
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;
/** The saved settings (a response: plain fields, no input transforms). */
export const platformSettingsSchema = z
  .object({
    platformName: z.string(),
    platformEmail: z.string(),
    defaultCommissionRate: z.number().int().describe('Whole percent 0-100'),
    directBookingRate: z.number().int().describe('Whole percent 0-100 on direct sales (walk-ins)'),
    notifications: platformSettingsInputSchema.shape.notifications,
    holds: z.object({
      minutes: z.number(),
      perClient: z.number(),
      departureSharePercent: z.number(),
      perAddress: z.number(),
      largeHoldMinutes: z.number(),
    }),
    updatedAt: z.string(),
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** The settings form's rate input: a whole number 0-100; anything non-numeric becomes 0 (spec 5). */
export function commissionRateFromInput(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

export * from './admin-views.schema.ts';
