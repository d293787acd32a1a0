import { type MerchantReviewListResponse, reviewReplySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { consoleApi, orFailure, uuidOr } from './merchant.server';

/** The reviews of the merchant's tours (newest first), or the message of a failed read. */
export function loadReviews(api: ApiClient, url: URL) {
  const page = Number(url.searchParams.get('page')) || 1;
  return orFailure(
    api.get<MerchantReviewListResponse>('/api/merchant/reviews', { query: { page } }),
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
