import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * Edits of an approved tour's title, description (English or Spanish), prices or photos wait for staff approval as a
 * revision; the public keeps the approved version meanwhile. Other fields apply at once.
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
  get approveFailed() {
    return m.errors_revision_approve_failed();
  },
  get rejectFailed() {
    return m.errors_revision_reject_failed();
  },
} as const;

const M = TOUR_REVISION_MESSAGES;

/** The fields of a tour whose edits wait for approval once the tour is approved (merchant form names). */
export const TOUR_REVISION_FIELDS = [
  'title',
  'description',
  'title_es',
  'description_es',
  'price',
  'original_price',
  'photos',
] as const;
export type TourRevisionField = (typeof TOUR_REVISION_FIELDS)[number];

const iso = () => z.string().describe('ISO 8601 timestamp');
const cents = () => z.number().int().describe('US cents');

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

/** A text's approved and proposed values; a Spanish text that is not written is ''. */
const textChange = (field: 'title' | 'description' | 'title_es' | 'description_es') =>
  z.object({ field: z.literal(field), before: z.string(), after: z.string() });
const priceChange = (field: 'price' | 'child_price') =>
  z.object({ field: z.literal(field), before: cents(), after: cents() });

/** One changed field, its approved (public) value and the proposed one. */
export const tourRevisionChangeSchema = z.discriminatedUnion('field', [
  textChange('title'),
  textChange('description'),
  textChange('title_es'),
  textChange('description_es'),
  priceChange('price'),
  priceChange('child_price'),
  z.object({
    field: z.literal('original_price'),
    before: cents().nullable(),
    after: cents().nullable(),
  }),
  z.object({
    field: z.literal('photos'),
    before: z.array(revisionPhotoSchema),
    after: z.array(revisionPhotoSchema),
  }),
]);
export type TourRevisionChange = z.infer<typeof tourRevisionChangeSchema>;

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

/** Body of `POST /api/admin/tours/{id}/revision/approve`. */
export const approveTourRevisionSchema = z.object({ version });
/** Body of `POST /api/admin/tours/{id}/revision/reject`: the reason is emailed to the merchant. */
export const rejectTourRevisionSchema = z.object({ version, reason });
export type RejectTourRevision = z.input<typeof rejectTourRevisionSchema>;

const recordId = z.uuid({ error: () => m.errors_record_missing() });
/** The admin console's Approve changes form. */
export const approveTourRevisionFormSchema = approveTourRevisionSchema.extend({ id: recordId });
/** The admin console's Reject changes form. */
export const rejectTourRevisionFormSchema = rejectTourRevisionSchema.extend({ id: recordId });
