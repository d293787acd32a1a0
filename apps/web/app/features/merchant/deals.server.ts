import {
  DEAL_STATUSES,
  type DealStatus,
  type ManagedDeal,
  type MerchantTourListResponse,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { dealFormFieldsSchema } from './deal-form-schema';
import type { ImageChoice } from './deal-image-field';
import {
  consoleApi,
  formAnswer,
  intentOf,
  orFailure,
  prefixed,
  simpleAction,
  uuidOr,
} from './merchant.server';

export interface DealsView {
  /** The status filter (`?status=`), or '' for all. */
  status: DealStatus | '';
  deals: ManagedDeal[];
  failure: string | null;
  /** Every photo of the merchant's tours, once each: ready-made deal images. */
  photos: ImageChoice[];
}

/** The answer to the deal form: the saved deal and a notice. */
export interface DealSaveAnswer {
  intent: 'save';
  result: SubmissionResult<string[]>;
  deal?: ManagedDeal;
  notice?: string;
}

const dealPath = (id: string) => `/api/merchant/deals/${encodeURIComponent(id)}`;

function photoChoices(tours: MerchantTourListResponse['tours']): ImageChoice[] {
  const seen = new Set<string>();
  return tours.flatMap((tour) =>
    tour.photos.flatMap((photo) => {
      if (seen.has(photo.r2_url)) return [];
      seen.add(photo.r2_url);
      return [
        {
          url: photo.r2_url,
          thumbnail: photo.thumbnail_url || photo.r2_url,
          alt: photo.alt_text
            ? `${tour.title}: ${photo.alt_text}`
            : m.merchant_photo_of({ title: tour.title }),
        },
      ];
    }),
  );
}

/** My Deals: the merchant's deals and the tour photos its deal form offers. */
export async function loadDeals(api: ApiClient, url: URL): Promise<DealsView> {
  const asked = url.searchParams.get('status') ?? '';
  const status = (DEAL_STATUSES as readonly string[]).includes(asked) ? (asked as DealStatus) : '';
  const [deals, tours] = await Promise.all([
    orFailure(api.get<{ deals: ManagedDeal[] }>('/api/merchant/deals'), m.merchant_deals_load_failed()),
    api.get<MerchantTourListResponse>('/api/merchant/tours').catch(() => ({ tours: [] })),
  ]);
  return {
    status,
    deals: deals.value?.deals ?? [],
    failure: deals.failure,
    photos: photoChoices(tours.tours),
  };
}

function savedNotice(deal: ManagedDeal, created: boolean): string {
  const title = deal.title;
  if (deal.status !== 'pending') return m.merchant_saved_notice({ title });
  return created
    ? m.merchant_deal_created_awaiting_notice({ title })
    : m.merchant_deal_saved_awaiting_notice({ title });
}

/** Every write of My Deals: save a deal, switch one on or off. */
export async function dealsAction(args: Parameters<typeof consoleApi>[0]) {
  const api = await consoleApi(args);
  const { request } = args;
  const intent = await intentOf(request);
  if (intent === 'active') {
    const form = await request.formData();
    const id = uuidOr(form.get('id'));
    if (!id) throw data(null, { status: 400 });
    return simpleAction(
      intent,
      () => api.patch(`${dealPath(id)}/status`, { active: form.get('value') === 'true' }),
      {
        fallback: m.merchant_deal_update_failed(),
      },
    );
  }
  if (intent !== 'save') throw data(null, { status: 400 });

  const submission = await parseForm(request, dealFormFieldsSchema);
  if (submission.status !== 'success') return formAnswer('save', formFailure(submission));
  const { form, body } = submission.value;
  const id = uuidOr(form.id ?? null);
  try {
    const deal = id
      ? await api.put<ManagedDeal>(dealPath(id), body)
      : await api.post<ManagedDeal>('/api/merchant/deals', body);
    return data<DealSaveAnswer>({
      intent: 'save',
      result: submission.reply(),
      deal,
      notice: savedNotice(deal, !id),
    });
  } catch (error) {
    return formAnswer(
      'save',
      formFailure(
        submission,
        prefixed(error, (message) => m.merchant_save_deal_failed({ message })),
        {
          fallback: m.merchant_save_deal_fallback(),
        },
      ),
    );
  }
}
