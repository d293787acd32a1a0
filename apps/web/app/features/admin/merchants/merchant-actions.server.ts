import {
  type AdminMerchant,
  type MerchantCommission,
  merchantCommissionFormSchema,
  rejectMerchantFormSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { done, formFailed } from '../admin.server';
import { changeRecord, doneMessage, recordAction } from '../record-actions.server';

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
  return recordAction(request, api, 'merchants', intent, ['approve', 'activate', 'deactivate'], nameOf);
}
