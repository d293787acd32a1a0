import {
  belizeToday,
  createPayoutSchema,
  type Payout,
  type PayoutPreview,
  payoutLinePaging,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { cursorParam } from '~/components/data/list-query.server';
import type { ApiClient } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { formFailed } from '../admin.server';
import type { PayoutPeriod } from './process-payout';

/** The first day of the month before the one `today` (YYYY-MM-DD) falls in. */
export function firstOfLastMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

/**
 * The Process New Payout dialog's data (`?process=1`): the approved merchants and, once Preview was
 * pressed (the merchant and period in the address), what the payout would send and a page of what
 * it covers (`?after=` for the next page).
 */
export async function payoutDialogData(api: ApiClient, url: URL) {
  const params = url.searchParams;
  const today = belizeToday();
  const values: PayoutPeriod = {
    merchantId: params.get('merchantId') ?? '',
    periodStart: params.get('periodStart') ?? firstOfLastMonth(today),
    periodEnd: params.get('periodEnd') ?? today,
  };
  const merchants = api
    .get<{ merchants: { id: string; business_name: string }[] }>('/api/admin/merchants', {
      query: { status: 'approved', limit: 100, sortBy: 'businessName', sortDirection: 'asc' },
    })
    .then((body) => body.merchants)
    .catch(() => []);
  let preview: PayoutPreview | null = null;
  let previewResult: SubmissionResult<string[]> | undefined;
  if (params.has('merchantId')) {
    // The form's merchant and period; the page of lines (`after`) is read on its own.
    const submission = parseWithZod(params, { schema: createPayoutSchema });
    if (submission.status !== 'success') previewResult = submission.reply();
    else {
      try {
        const { merchantId, periodStart, periodEnd } = submission.value;
        preview = await api.get<PayoutPreview>('/api/admin/payouts/preview', {
          query: { merchantId, periodStart, periodEnd, after: cursorParam(url, payoutLinePaging.after) },
        });
      } catch (error) {
        previewResult = formFailure(submission, error, {
          fallback: m.admin_payout_preview_failed(),
        }).data.result;
      }
    }
  }
  return { merchants: await merchants, values, preview, previewResult };
}

/** Confirm payout: records it, then shows the list with the new payout first (`?recorded=`). */
export async function payoutsAction(request: Request, api: ApiClient, intent: string) {
  if (intent !== 'create') throw data('Unknown action', { status: 400 });
  const submission = await parseForm(request, createPayoutSchema);
  if (submission.status !== 'success') return formFailed(intent, submission);
  let payout: Payout;
  try {
    payout = await api.post<Payout>('/api/admin/payouts', submission.value);
  } catch (error) {
    return formFailed(intent, submission, error, m.admin_payout_create_failed());
  }
  throw redirect(`/admin/dashboard/payouts?recorded=${payout.id}`);
}
