import { ADMIN_MESSAGES, adminRecordFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { done, noticeFailure } from './admin.server';
import type { RecordIntent } from './record-actions';

/** The records staff approve and switch on or off. */
export type RecordKind = 'merchants' | 'tours' | 'deals';

const FAILED: Record<RecordKind, Record<'approval' | 'status' | 'featured', () => string>> = {
  merchants: {
    approval: () => ADMIN_MESSAGES.merchantApprovalFailed,
    status: () => ADMIN_MESSAGES.merchantStatusFailed,
    featured: () => ADMIN_MESSAGES.merchantStatusFailed,
  },
  tours: {
    approval: () => ADMIN_MESSAGES.tourApprovalFailed,
    status: () => ADMIN_MESSAGES.tourStatusFailed,
    featured: () => ADMIN_MESSAGES.tourStatusFailed,
  },
  deals: {
    approval: () => m.admin_deal_approval_failed(),
    status: () => m.admin_deal_status_failed(),
    featured: () => m.admin_deal_featured_failed(),
  },
};

const DONE: Record<RecordIntent, (name: string) => string> = {
  approve: (name) => m.admin_done_approve({ name }),
  reject: (name) => m.admin_done_reject({ name }),
  withdraw: (name) => m.admin_done_withdraw({ name }),
  activate: (name) => m.admin_done_activate({ name }),
  deactivate: (name) => m.admin_done_deactivate({ name }),
  feature: (name) => m.admin_done_feature({ name }),
  unfeature: (name) => m.admin_done_unfeature({ name }),
};

/** The API call of an intent: which endpoint, with which body. */
function change(intent: RecordIntent, reason?: string) {
  switch (intent) {
    case 'approve':
      return { endpoint: 'approve', kind: 'approval', body: { approved: true } } as const;
    case 'reject':
      return { endpoint: 'approve', kind: 'approval', body: { approved: false, reason } } as const;
    case 'withdraw':
      return { endpoint: 'approve', kind: 'approval', body: { approved: false } } as const;
    case 'activate':
    case 'deactivate':
      return { endpoint: 'status', kind: 'status', body: { active: intent === 'activate' } } as const;
    case 'feature':
    case 'unfeature':
      return { endpoint: 'featured', kind: 'featured', body: { featured: intent === 'feature' } } as const;
  }
}

/**
 * Applies an intent to a merchant, tour or deal through the admin API. Returns the updated record (or
 * the failure, in the spec's words) for the caller to answer with.
 */
export async function changeRecord<Row>(
  api: ApiClient,
  kind: RecordKind,
  intent: RecordIntent,
  id: string,
  reason?: string,
): Promise<{ ok: true; row: Row } | { ok: false; error: unknown; fallback: string }> {
  const { endpoint, kind: what, body } = change(intent, reason);
  try {
    const row = await api.patch<Row>(`/api/admin/${kind}/${encodeURIComponent(id)}/${endpoint}`, body);
    return { ok: true, row };
  } catch (error) {
    return { ok: false, error, fallback: FAILED[kind][what]() };
  }
}

/** "Reef Divers approved." */
export const doneMessage = (name: string, intent: RecordIntent) => DONE[intent](name);

/**
 * The action of a row or detail button (approve, activate, deactivate, feature...): one of the
 * `allowed` intents on the posted id, then a status message or an alert.
 */
export async function recordAction<Row>(
  request: Request,
  api: ApiClient,
  kind: RecordKind,
  intent: string,
  allowed: readonly RecordIntent[],
  nameOf: (row: Row) => string,
) {
  if (!allowed.some((one) => one === intent)) throw data('Unknown action', { status: 400 });
  const known = intent as RecordIntent;
  const submission = await parseForm(request, adminRecordFormSchema);
  if (submission.status !== 'success') throw data('The record to change is missing', { status: 400 });
  const { id } = submission.value;
  const outcome = await changeRecord<Row>(api, kind, known, id);
  if (!outcome.ok) return noticeFailure(known, id, outcome.fallback, outcome.error);
  return done(known, id, doneMessage(nameOf(outcome.row), known), undefined, outcome.row);
}
