import { m } from './i18n/index.ts';
import {
  PROFILE_REVIEWED_FIELD_NAMES,
  type ReviewedKind,
  TOUR_REVIEWED_FIELD_NAMES,
  TOUR_REVIEWED_FIELDS,
} from './reviewed-fields.ts';
import { z } from './zod.ts';

/**
 * Edits of an approved tour's reviewed fields (reviewed-fields.ts: prices, fees, times, meeting point,
 * itinerary, texts, photos...) wait for staff approval as a revision; the public keeps the approved
 * version meanwhile. The same holds for an approved merchant's business name and contacts.
 */
export const TOUR_REVISION_MESSAGES = {
  get waiting() {
    return m.tour_changes_waiting();
  },
  get waitingDetail() {
    return m.tour_changes_waiting_detail();
  },
  get revisionNotFound() {
    return m.errors_revision_not_found();
  },
  get revisionChanged() {
    return m.errors_revision_changed();
  },
  get versionRequired() {
    return m.errors_revision_version_required();
  },
  get reasonRequired() {
    return m.errors_revision_reason_required();
  },
  get reasonTooLong() {
    return m.errors_reason_too_long();
  },
  get minorFailed() {
    return m.errors_revision_minor_failed();
  },
  get approveFailed() {
    return m.errors_revision_approve_failed();
  },
  get rejectFailed() {
    return m.errors_revision_reject_failed();
  },
} as const;

const M = TOUR_REVISION_MESSAGES;

/** The fields of a tour whose edits wait for approval once the tour is approved (merchant form names). */
export const TOUR_REVISION_FIELDS = TOUR_REVIEWED_FIELD_NAMES;
export type TourRevisionField = (typeof TOUR_REVISION_FIELDS)[number];

const iso = () => z.string().describe('ISO 8601 timestamp');

/** The merchant's view of its tour's latest revision: waiting, or turned down since its last edit. */
export const merchantTourRevisionSchema = z
  .object({
    status: z.enum(['pending', 'rejected']),
    fields: z.array(z.enum(TOUR_REVISION_FIELDS)).describe('The fields the revision changes'),
    submitted_at: iso(),
    decided_at: iso().nullable(),
    reason: z.string().nullable().describe('Why staff turned the changes down'),
  })
  .meta({ id: 'MerchantTourRevision' });
export type MerchantTourRevision = z.infer<typeof merchantTourRevisionSchema>;

export const revisionPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnail_url: z.string(),
  alt_text: z.string(),
  is_primary: z.boolean(),
});
export type RevisionPhoto = z.infer<typeof revisionPhotoSchema>;

const REVIEWED_KINDS = [
  'text',
  'lines',
  'cents',
  'count',
  'hours',
  'weekdays',
  'time',
  'coordinate',
  'boolean',
  'choice',
  'schedule',
] as const satisfies readonly ReviewedKind[];
const reviewedValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  z.array(z.number()),
  z
    .array(z.record(z.string(), z.unknown()))
    .describe('Schedule data: start times, seasons, price rules, guest types, zones, tiers'),
]);

/** One changed field: its name as a person reads it, its approved (public) value and the proposed one. */
const valueChange = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({
    field: z.enum(fields),
    label: z.string().describe('The field’s name as a person reads it, in the answer’s language'),
    kind: z.enum(REVIEWED_KINDS),
    before: reviewedValue,
    after: reviewedValue,
    before_text: z.string().describe('The approved value as a person reads it'),
    after_text: z.string().describe('The proposed value as a person reads it'),
    minor_allowed: z.boolean().describe('A wording change staff may let go live at once'),
  });

const valueFields = TOUR_REVIEWED_FIELDS.map((f) => f.field) as unknown as readonly [
  (typeof TOUR_REVIEWED_FIELDS)[number]['field'],
  ...(typeof TOUR_REVIEWED_FIELDS)[number]['field'][],
];

/** One changed field of a tour, its approved (public) value and the proposed one. */
export const tourRevisionChangeSchema = z.discriminatedUnion('field', [
  valueChange(valueFields),
  z.object({
    field: z.literal('photos'),
    label: z.string(),
    before: z.array(revisionPhotoSchema),
    after: z.array(revisionPhotoSchema),
  }),
]);
export type TourRevisionChange = z.infer<typeof tourRevisionChangeSchema>;

/** One changed field of a merchant's business profile. */
export const profileRevisionChangeSchema = valueChange(PROFILE_REVIEWED_FIELD_NAMES);
export type ProfileRevisionChange = z.infer<typeof profileRevisionChangeSchema>;

/** A tour's pending revision as staff review it: each changed field, public value and proposed value. */
export const adminTourRevisionSchema = z
  .object({
    id: z.uuid(),
    tour_id: z.uuid(),
    status: z.literal('pending'),
    version: z
      .number()
      .int()
      .describe('Counts the merchant’s edits; approve or reject names the one reviewed'),
    submitted_at: iso(),
    submitted_by: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
    changes: z.array(tourRevisionChangeSchema),
  })
  .meta({ id: 'AdminTourRevision' });
export type AdminTourRevision = z.infer<typeof adminTourRevisionSchema>;

const version = z
  .number({ error: () => M.versionRequired })
  .int({ error: () => M.versionRequired })
  .positive({ error: () => M.versionRequired })
  .describe('The `version` of the revision reviewed; 409 when the merchant has changed it since');
const reason = z
  .string({ error: () => M.reasonRequired })
  .trim()
  .min(3, { error: () => M.reasonRequired })
  .max(1000, { error: () => M.reasonTooLong });

/** A merchant's pending business profile change as staff review it. */
export const adminProfileRevisionSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    status: z.literal('pending'),
    version: z.number().int(),
    submitted_at: iso(),
    submitted_by: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
    changes: z.array(profileRevisionChangeSchema),
  })
  .meta({ id: 'AdminProfileRevision' });
export type AdminProfileRevision = z.infer<typeof adminProfileRevisionSchema>;

/** The merchant's view of its business profile's pending change. */
export const merchantProfileRevisionSchema = z
  .object({
    status: z.enum(['pending', 'rejected']),
    fields: z.array(z.enum(PROFILE_REVIEWED_FIELD_NAMES)),
    submitted_at: iso(),
    decided_at: iso().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'MerchantProfileRevision' });
export type MerchantProfileRevision = z.infer<typeof merchantProfileRevisionSchema>;

/** Body of `POST /api/admin/tours/{id}/revision/approve`. */
export const approveTourRevisionSchema = z.object({ version });
/** Body of `POST /api/admin/tours/{id}/revision/reject`: the reason is emailed to the merchant. */
export const rejectTourRevisionSchema = z.object({ version, reason });
export type RejectTourRevision = z.input<typeof rejectTourRevisionSchema>;
/**
 * Body of `POST /api/admin/tours/{id}/revision/minor` (and `/api/admin/merchants/{id}/revision/minor`):
 * the wording fixes of the reviewed version that go live at once; the rest keeps waiting.
 */
export const minorRevisionSchema = z.object({
  version,
  fields: z
    .array(z.string().max(60), { error: () => M.minorFailed })
    .min(1, { error: () => M.minorFailed })
    .max(100)
    .describe('API names of the changed fields that are minor wording fixes'),
});
export type MinorRevision = z.input<typeof minorRevisionSchema>;

const recordId = z.uuid({ error: () => m.errors_record_missing() });
/** The admin console's Approve changes form. */
export const approveTourRevisionFormSchema = approveTourRevisionSchema.extend({ id: recordId });
/** The admin console's form that publishes one changed field as a minor wording fix. */
export const minorTourRevisionFormSchema = z.object({
  id: recordId,
  version,
  field: z.string({ error: () => M.minorFailed }).min(1, { error: () => M.minorFailed }),
});
/** The admin console's Reject changes form. */
export const rejectTourRevisionFormSchema = rejectTourRevisionSchema.extend({ id: recordId });
