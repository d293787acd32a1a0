import {
  type AdminMerchant,
  type AdminMerchantDetail,
  approveTourRevisionFormSchema,
  type MerchantCommission,
  merchantCommissionFormSchema,
  minorTourRevisionFormSchema,
  PROFILE_REVIEWED_FIELDS,
  rejectMerchantFormSchema,
  rejectTourRevisionFormSchema,
  reviewedField,
  TOUR_REVISION_MESSAGES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { done, formFailed } from '../admin.server';
import { changeRecord, doneMessage, recordAction } from '../record-actions.server';
import { APPROVE_PROFILE_CHANGES, MINOR_PROFILE_CHANGE, REJECT_PROFILE_CHANGES } from './profile-revision';

const profileRevisionPath = (id: string, decision: 'approve' | 'reject' | 'minor') =>
  `/api/admin/merchants/${encodeURIComponent(id)}/revision/${decision}`;

/** Approve, reject or publish as a minor fix the merchant's business name and contact changes. */
async function profileChanges(request: Request, api: ApiClient, intent: string) {
  const M = TOUR_REVISION_MESSAGES;
  if (intent === APPROVE_PROFILE_CHANGES) {
    const submission = await parseForm(request, approveTourRevisionFormSchema);
    if (submission.status !== 'success') return formFailed(intent, submission);
    const { id, version } = submission.value;
    try {
      const row = await api.post<AdminMerchantDetail>(profileRevisionPath(id, 'approve'), { version });
      const message = m.admin_revision_approved({ title: row.business_name });
      return done(intent, id, message, submission.reply({ resetForm: true }), row);
    } catch (error) {
      return formFailed(intent, submission, error, M.approveFailed);
    }
  }
  if (intent === REJECT_PROFILE_CHANGES) {
    const submission = await parseForm(request, rejectTourRevisionFormSchema);
    if (submission.status !== 'success') return formFailed(intent, submission);
    const { id, version, reason } = submission.value;
    try {
      const row = await api.post<AdminMerchantDetail>(profileRevisionPath(id, 'reject'), { version, reason });
      const message = m.admin_revision_rejected({ title: row.business_name });
      return done(intent, id, message, submission.reply({ resetForm: true }), row);
    } catch (error) {
      return formFailed(intent, submission, error, M.rejectFailed);
    }
  }
  const submission = await parseForm(request, minorTourRevisionFormSchema);
  if (submission.status !== 'success') return formFailed(intent, submission);
  const { id, version, field } = submission.value;
  try {
    const body = { version, fields: [field] };
    const row = await api.post<AdminMerchantDetail>(profileRevisionPath(id, 'minor'), body);
    const label = reviewedField(PROFILE_REVIEWED_FIELDS, field)?.label() ?? field;
    const message = m.admin_revision_minor_done({ field: label, title: row.business_name });
    return done(intent, id, message, submission.reply({ resetForm: true }), row);
  } catch (error) {
    return formFailed(intent, submission, error, M.minorFailed);
  }
}

const nameOf = (merchant: AdminMerchant) => merchant.business_name;

/** Reject an application with the reason the applicant is emailed. */
async function reject(request: Request, api: ApiClient) {
  const submission = await parseForm(request, rejectMerchantFormSchema);
  if (submission.status !== 'success') return formFailed('reject', submission);
  const { id, reason } = submission.value;
  const outcome = await changeRecord<AdminMerchant>(api, 'merchants', 'reject', id, reason);
  if (!outcome.ok) return formFailed('reject', submission, outcome.error, outcome.fallback);
  return done(
    'reject',
    id,
    doneMessage(nameOf(outcome.row), 'reject'),
    submission.reply({ resetForm: true }),
    outcome.row,
  );
}

/** Set the merchant's own commission rate, or (blank) return it to the platform's. */
async function commission(request: Request, api: ApiClient) {
  const submission = await parseForm(request, merchantCommissionFormSchema);
  if (submission.status !== 'success') return formFailed('commission', submission);
  const { id, commissionPercent } = submission.value;
  try {
    const saved = await api.put<MerchantCommission>(
      `/api/admin/merchants/${encodeURIComponent(id)}/commission`,
      {
        commissionPercent,
      },
    );
    const message =
      saved.commissionPercent === null
        ? m.admin_commission_back_to_platform({ percent: saved.platformCommissionPercent })
        : m.admin_commission_set({ percent: saved.commissionPercent });
    return done('commission', id, message, submission.reply());
  } catch (error) {
    return formFailed('commission', submission, error, m.admin_commission_save_failed());
  }
}

/** Manage Merchants' actions: approve, reject, activate, deactivate, commission. */
export async function merchantsAction(request: Request, api: ApiClient, intent: string) {
  if (intent === 'reject') return reject(request, api);
  if (intent === 'commission') return commission(request, api);
  if ([APPROVE_PROFILE_CHANGES, REJECT_PROFILE_CHANGES, MINOR_PROFILE_CHANGE].includes(intent)) {
    return profileChanges(request, api, intent);
  }
  return recordAction(request, api, 'merchants', intent, ['approve', 'activate', 'deactivate'], nameOf);
}
