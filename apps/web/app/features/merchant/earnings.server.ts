import { belizeToday, type MerchantEarnings, payoutLinePaging } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { cursorParam } from '~/components/data/list-query.server';
import type { ApiClient } from '~/lib/api-client';
import { type EarningsPeriod, earningsPeriodOf } from './earnings-period';
import { orFailure } from './merchant.server';

export interface EarningsView {
  period: EarningsPeriod;
  /** Null when the period is not a valid range or the read failed. */
  earnings: MerchantEarnings | null;
  failure: string | null;
}

/** Earnings: the period from the address, and the merchant's earnings of it (a page of the lines) from the API. */
export async function loadEarnings(api: ApiClient, url: URL): Promise<EarningsView> {
  const period = earningsPeriodOf(url.searchParams, belizeToday());
  if (period.error) return { period, earnings: null, failure: null };
  const read = await orFailure(
    api.get<MerchantEarnings>('/api/merchant/earnings', {
      query: { from: period.from, to: period.to, after: cursorParam(url, payoutLinePaging.after) },
    }),
    m.operations_earnings_load_failed(),
  );
  return { period, earnings: read.value, failure: read.failure };
}
