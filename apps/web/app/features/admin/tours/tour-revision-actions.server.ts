import {
  type AdminTour,
  approveTourRevisionFormSchema,
  minorTourRevisionFormSchema,
  rejectTourRevisionFormSchema,
  reviewedField,
  TOUR_REVIEWED_FIELDS,
  TOUR_REVISION_MESSAGES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { done, formFailed } from '../admin.server';
import { APPROVE_CHANGES, MINOR_CHANGE, REJECT_CHANGES } from './tour-revision';

const revisionPath = (id: string, decision: 'approve' | 'reject' | 'minor') =>
  `/api/admin/tours/${encodeURIComponent(id)}/revision/${decision}`;

/** Approve the merchant's changes to an approved tour: the public sees them at once. */
async function approveChanges(request: Request, api: ApiClient) {
  const submission = await parseForm(request, approveTourRevisionFormSchema);
  if (submission.status !== 'success') return formFailed(APPROVE_CHANGES, submission);
  const { id, version } = submission.value;
  try {
    const tour = await api.post<AdminTour>(revisionPath(id, 'approve'), { version });
    return done(
      APPROVE_CHANGES,
      id,
      m.admin_revision_approved({ title: tour.title }),
      submission.reply({ resetForm: true }),
      tour,
    );
  } catch (error) {
    return formFailed(APPROVE_CHANGES, submission, error, TOUR_REVISION_MESSAGES.approveFailed);
  }
}

/** Reject them with the reason the merchant is emailed: the tour keeps its approved values. */
async function rejectChanges(request: Request, api: ApiClient) {
  const submission = await parseForm(request, rejectTourRevisionFormSchema);
  if (submission.status !== 'success') return formFailed(REJECT_CHANGES, submission);
  const { id, version, reason } = submission.value;
  try {
    const tour = await api.post<AdminTour>(revisionPath(id, 'reject'), { version, reason });
    return done(
      REJECT_CHANGES,
      id,
      m.admin_revision_rejected({ title: tour.title }),
      submission.reply({ resetForm: true }),
      tour,
    );
  } catch (error) {
    return formFailed(REJECT_CHANGES, submission, error, TOUR_REVISION_MESSAGES.rejectFailed);
  }
}

/** Publish one changed text field at once as a minor wording fix (audited); the rest keeps waiting. */
async function minorChange(request: Request, api: ApiClient) {
  const submission = await parseForm(request, minorTourRevisionFormSchema);
  if (submission.status !== 'success') return formFailed(MINOR_CHANGE, submission);
  const { id, version, field } = submission.value;
  try {
    const tour = await api.post<AdminTour>(revisionPath(id, 'minor'), { version, fields: [field] });
    const label = reviewedField(TOUR_REVIEWED_FIELDS, field)?.label() ?? field;
    return done(
      MINOR_CHANGE,
      id,
      m.admin_revision_minor_done({ field: label, title: tour.title }),
      submission.reply({ resetForm: true }),
      tour,
    );
  } catch (error) {
    return formFailed(MINOR_CHANGE, submission, error, TOUR_REVISION_MESSAGES.minorFailed);
  }
}

/** The review's actions, or undefined for another intent. */
export function tourRevisionAction(request: Request, api: ApiClient, intent: string) {
  if (intent === MINOR_CHANGE) return minorChange(request, api);
  if (intent === APPROVE_CHANGES) return approveChanges(request, api);
  if (intent === REJECT_CHANGES) return rejectChanges(request, api);
  return undefined;
}
