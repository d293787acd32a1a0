import { m } from '@belizepass/domain/i18n';
import { ArrowRight } from 'lucide-react';
import { count, money, shortDate, shortDateTime } from './format';
import { notificationLabels } from './settings/settings-sections';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);

/** Names of the fields the API records, as staff call them, in the page's language. */
function labels(): Record<string, string> {
  const approved = m.admin_field_approved();
  const items = m.admin_field_items();
  return {
    admin_approved: approved,
    adminApproved: approved,
    approved_at: m.admin_field_approved_at(),
    rejected_at: m.admin_field_rejected_at(),
    rejection_reason: m.admin_field_rejection_reason(),
    refundCents: m.admin_field_refund(),
    amount: m.admin_field_amount(),
    amountCents: m.admin_field_amount(),
    itemCount: items,
    items: m.admin_field_items_paid(),
    cancelledBookings: m.admin_field_cancelled_bookings(),
    closedReason: m.admin_field_closed_reason(),
    seatsTaken: m.admin_field_seats_taken(),
    checkedInAt: m.admin_field_checked_in_at(),
    commissionPercent: m.admin_field_commission_percent(),
    defaultCommissionRate: m.admin_field_default_commission_rate(),
    directBookingRate: m.money_field_direct_booking_rate(),
    platformName: m.admin_field_platform_name(),
    platformEmail: m.admin_field_platform_email(),
    maxParticipants: m.admin_field_max_participants(),
    duration_hours: m.admin_field_duration_hours(),
    price: m.admin_field_price(),
    platform_selling_price: m.admin_field_selling_price(),
    title: m.admin_field_title(),
    description: m.admin_field_description(),
    active: m.admin_field_active(),
    featured: m.admin_field_featured(),
    status: m.admin_field_status(),
    notifications: m.admin_field_notifications(),
    holds: m.admin_field_holds(),
    minutes: m.admin_field_hold_minutes(),
    perClient: m.admin_field_hold_per_client(),
    departureSharePercent: m.admin_field_hold_departure_share(),
    perAddress: m.admin_field_hold_per_address(),
    largeHoldMinutes: m.admin_field_large_hold_minutes(),
    original_price: m.admin_field_original_price(),
    child_price: m.admin_field_child_price(),
    category: m.admin_field_category(),
    difficulty: m.admin_field_difficulty(),
    itinerary: m.admin_field_itinerary(),
    reference: m.admin_field_reference(),
    quantityAvailable: m.admin_field_quantity_available(),
    validUntil: m.admin_field_valid_until(),
    discount: m.admin_field_discount(),
    // The columns of the records' snapshots (camelCase) and the API's views (snake_case).
    titleEs: m.admin_record_title_es(),
    title_es: m.admin_record_title_es(),
    descriptionEs: m.admin_record_description_es(),
    description_es: m.admin_record_description_es(),
    itineraryEs: m.admin_record_itinerary_es(),
    itinerary_es: m.admin_record_itinerary_es(),
    meetingPointEs: m.admin_record_meeting_point_es(),
    meeting_point_es: m.admin_record_meeting_point_es(),
    inclusionsEs: m.translation_inclusions_es(),
    inclusions_es: m.translation_inclusions_es(),
    exclusionsEs: m.translation_exclusions_es(),
    exclusions_es: m.translation_exclusions_es(),
    bringItemsEs: m.translation_bring_items_es(),
    bring_items_es: m.translation_bring_items_es(),
    transportEs: m.translation_transport_es(),
    transport_es: m.translation_transport_es(),
    safetyInfoEs: m.translation_safety_info_es(),
    safety_info_es: m.translation_safety_info_es(),
    languages: m.admin_record_languages(),
    startTime: m.admin_record_start_time(),
    transport: m.admin_record_transport(),
    bringItems: m.admin_record_bring_items(),
    bring_items: m.admin_record_bring_items(),
    exclusions: m.admin_record_exclusions(),
    inclusions: m.admin_record_inclusions(),
    safetyInfo: m.admin_record_safety_info(),
    safety_info: m.admin_record_safety_info(),
    touristType: m.admin_record_tourist_type(),
    maxGroupSize: m.admin_record_max_group_size(),
    max_group_size: m.admin_record_max_group_size(),
    minGroupSize: m.admin_record_min_group_size(),
    min_group_size: m.admin_record_min_group_size(),
    meetingPoint: m.admin_record_meeting_point(),
    meeting_point: m.admin_record_meeting_point(),
    meetingPointLat: m.admin_record_meeting_point_lat(),
    meetingPointLng: m.admin_record_meeting_point_lng(),
    scheduleDays: m.admin_record_schedule_days(),
    scheduleType: m.admin_record_schedule_type(),
    durationHours: m.admin_record_duration_hours(),
    parkFeePayment: m.admin_record_park_fee_payment(),
    parkFeeAdultCents: m.admin_record_park_fee_adult_cents(),
    parkFeeChildCents: m.admin_record_park_fee_child_cents(),
    sellingPriceCents: m.admin_record_selling_price_cents(),
    standardPriceCents: m.admin_record_standard_price_cents(),
    cancellationPolicy: m.admin_record_cancellation_policy(),
    cancellation_policy: m.admin_record_cancellation_policy(),
    cancellationTiers: m.admin_record_cancellation_policy(),
    // The product model (decision 030) and the private-charter rule (decision 033).
    departureTimes: m.reviewed_departure_times(),
    departure_times: m.reviewed_departure_times(),
    seasons: m.reviewed_seasons(),
    priceRules: m.reviewed_price_rules(),
    price_rules: m.reviewed_price_rules(),
    guestTypes: m.reviewed_guest_types(),
    guest_types: m.reviewed_guest_types(),
    pickupMode: m.reviewed_pickup_mode(),
    pickup_mode: m.reviewed_pickup_mode(),
    pickupZones: m.reviewed_pickup_zones(),
    pickup_zones: m.reviewed_pickup_zones(),
    privateCharter: m.reviewed_private_charter(),
    private_charter: m.reviewed_private_charter(),
    cancellation_tiers: m.admin_record_cancellation_policy(),
    cancellationPolicyText: m.admin_record_cancellation_policy(),
    refundPercent: m.admin_record_refund_percent(),
    priceCents: m.admin_record_price_cents(),
    originalPriceCents: m.admin_record_original_price_cents(),
    soldCount: m.admin_record_sold_count(),
    imageUrl: m.admin_record_image_url(),
    businessName: m.admin_record_business_name(),
    tagline: m.admin_record_tagline(),
    contactEmail: m.admin_record_contact_email(),
    phoneNumber: m.admin_record_phone_number(),
    address: m.admin_record_address(),
    logoUrl: m.admin_record_logo_url(),
    logo_url: m.admin_record_logo_url(),
    btbLicenceNumber: m.admin_record_btb_licence_number(),
    btb_licence_number: m.admin_record_btb_licence_number(),
    approvedAt: m.admin_record_approved_at(),
    rejectedAt: m.admin_record_rejected_at(),
    rejectionReason: m.admin_record_rejection_reason(),
    createdAt: m.admin_record_created_at(),
    created_at: m.admin_record_created_at(),
    updatedAt: m.admin_record_updated_at(),
    updated_at: m.admin_record_updated_at(),
    periodStart: m.admin_record_period_start(),
    periodEnd: m.admin_record_period_end(),
    location: m.admin_record_location(),
    confirmationCode: m.admin_record_confirmation_code(),
    refund: m.admin_record_refund(),
    reason: m.admin_record_reason(),
    date: m.admin_record_date(),
    adults: m.admin_record_adults(),
    children: m.admin_record_children(),
    infants: m.guest_type_name_infant(),
    seniors: m.guest_type_name_senior(),
    residents: m.guest_type_name_resident(),
    time: m.admin_record_start_time(),
    totalCents: m.admin_record_total(),
    chargedCents: m.admin_record_charged(),
    refundedCents: m.admin_record_refunded(),
    counterPayment: m.admin_record_counter_payment(),
    commissionOwedCents: m.admin_record_commission_owed(),
    note: m.admin_record_note(),
    start_time: m.admin_record_start_time(),
    schedule_days: m.admin_record_schedule_days(),
    tourist_type: m.admin_record_tourist_type(),
    business_name: m.admin_record_business_name(),
    contact_email: m.admin_record_contact_email(),
    phone_number: m.admin_record_phone_number(),
    ...Object.fromEntries(Object.entries(notificationLabels()).map(([key, value]) => [key, value.label])),
  };
}

/** The values of a record's status, as staff read them. */
function statusLabels(): Record<string, string> {
  return {
    pending_approval: m.admin_status_value_pending_approval(),
    active: m.admin_status_value_active(),
    inactive: m.admin_status_value_inactive(),
    pending: m.admin_status_value_pending(),
    confirmed: m.admin_status_value_confirmed(),
    completed: m.admin_status_value_completed(),
    cancelled: m.admin_status_value_cancelled(),
    no_show: m.admin_status_value_no_show(),
    expired: m.admin_status_value_expired(),
    draft: m.admin_status_value_draft(),
    paid: m.admin_status_value_paid(),
  };
}

/** `sellingPriceCents` / `admin_approved` -> "Selling price cents" / "Admin approved". */
export function fieldLabel(key: string): string {
  const known = labels()[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields that only hold ids of other records: not shown (the entry names its record). */
const ID_KEY = /(^id$|Id$|_id$|Ids$)/;
const MONEY_KEY = /(price|cents|amount|revenue|net|commission)$/i;
const PERCENT_KEY = /(percent|rate)$/i;

/** A value as people read it: money, percents, Belize times, Yes/No; lists of ids as a count. */
export function formatValue(key: string, value: unknown): string {
  if (key === 'commissionPercent' && value === null) return m.admin_value_platform_rate();
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? m.admin_yes() : m.admin_no();
  if (typeof value === 'number') {
    if (PERCENT_KEY.test(key)) return `${value}%`;
    return MONEY_KEY.test(key) && Number.isInteger(value) ? money(value) : count(value);
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return shortDateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return shortDate(value);
    if (key === 'status') return statusLabels()[value] ?? fieldLabel(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.every(isId) || value.some(isRecord)) return count(value.length);
    return value.map((v) => formatValue('', v)).join(', ') || '—';
  }
  return '—';
}

/** The record's fields one level deep (`notifications.newBookings` as its own field), ids left out. */
function flatten(value: unknown): Json {
  if (!isRecord(value)) return {};
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if (ID_KEY.test(key) || isId(inner)) continue;
    if (isRecord(inner)) for (const [sub, v] of Object.entries(inner)) out[`${key}.${sub}`] = v;
    else out[key] = inner;
  }
  return out;
}

const labelOf = (path: string) => {
  const [head = '', sub] = path.split('.');
  return sub ? `${fieldLabel(head)}: ${fieldLabel(sub)}` : fieldLabel(head);
};
const shown = (path: string, value: unknown) => formatValue(path.split('.').pop() ?? path, value);

export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between `before` and `after` (either may be missing). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, before: b[key], after: a[key] }));
}

/**
 * What changed, readably: "Active: Yes → No", with money, percents and Belize times as such. A new
 * record (nothing before) lists its values.
 */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  const created = !isRecord(before);
  return (
    <dl className="space-y-1.5 text-sm">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-medium text-slate-700">{labelOf(change.key)}:</dt>
          <dd className="min-w-0 break-words">
            {created ? (
              shown(change.key, change.after)
            ) : (
              <>
                <del className="text-red-700 decoration-red-400">{shown(change.key, change.before)}</del>
                <ArrowRight aria-hidden="true" className="mx-1.5 inline size-4 text-slate-400" />
                <span className="sr-only"> {m.admin_diff_changed_to()} </span>
                <ins className="text-green-800 no-underline">{shown(change.key, change.after)}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
