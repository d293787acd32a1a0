import { type MerchantReviewListResponse, reviewReplySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { consoleApi, orFailure, uuidOr } from './merchant.server';
import { reviewFilterOf } from './reviews-filter';

/** A page of the reviews of the merchant's tours (newest first; all or not yet replied), or the message of a failed read. */
export function loadReviews(api: ApiClient, url: URL) {
  const asked = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const show = reviewFilterOf(url);
  return orFailure(
    api.get<MerchantReviewListResponse>('/api/merchant/reviews', { query: { page, show } }),
    m.merchant_reviews_load_failed(),
  );
}

/** Posts or edits the public reply to one review (the form names the review). */
export async function replyAction(args: {
  request: Request;
  context: Parameters<typeof consoleApi>[0]['context'];
}) {
  const api = await consoleApi(args);
  const form = await args.request.clone().formData();
  const reviewId = uuidOr(form.get('reviewId'));
  const submission = await parseForm(args.request, reviewReplySchema);
  if (submission.status !== 'success' || !reviewId) {
    return formFailure(submission, undefined, { extra: { reviewId } });
  }
  try {
    await api.put(`/api/merchant/reviews/${reviewId}/reply`, submission.value);
  } catch (error) {
    return formFailure(submission, error, {
      fallback: m.merchant_reply_save_failed(),
      extra: { reviewId },
    });
  }
  return data({ reviewId, saved: true as const, result: null });
}
