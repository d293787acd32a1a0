import {
  formatShortDate,
  type MerchantReview,
  type MerchantReviewFilter,
  replyHeading,
  reviewPhotoAlt,
  reviewReplySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useFetcher } from 'react-router';
import { FormErrors, TextareaField, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { ReviewFilter, ReviewPager } from './reviews-filter';

type ReplyAnswer = { reviewId: string | null; saved?: true; result: SubmissionResult<string[]> | null };

/** One review with its photos and the reply form (posting again edits the reply). */
function ReviewCard({ review, merchantName }: { review: MerchantReview; merchantName: string }) {
  const fetcher = useFetcher<ReplyAnswer>({ key: `reply-${review.id}` });
  const answer = fetcher.data?.reviewId === review.id ? fetcher.data : undefined;
  const [form, fields] = useSchemaForm(reviewReplySchema, {
    id: `reply-${review.id}`,
    lastResult: answer?.result,
    defaultValue: { text: review.reply?.text ?? '' },
  });
  const failed = Boolean(form.errors?.length || fields.text.errors?.length);
  return (
    <article
      aria-label={m.merchant_review_label({ name: review.userName, tour: review.tourTitle })}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm font-medium text-brand-700">{review.tourTitle}</p>
      <h2 className="mt-1 font-semibold text-slate-900">
        {review.userName} · {m.merchant_review_stars({ rating: review.rating })}
      </h2>
      <p className="text-sm text-slate-500">{formatShortDate(review.date)}</p>
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p>
      {review.photos.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label={m.merchant_photos()}>
          {review.photos.map((photo) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumbnailUrl}
                  alt={reviewPhotoAlt(review.userName)}
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-18 w-24 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <FormErrors errors={form.errors} />
        <TextareaField
          field={fields.text}
          label={
            review.reply
              ? m.merchant_edit_reply({ heading: replyHeading(merchantName) })
              : m.merchant_your_public_reply()
          }
          rows={3}
          maxLength={1000}
        />
        {answer?.saved && !failed && fetcher.state === 'idle' && (
          <p role="status" className="text-sm text-green-700">
            {m.merchant_reply_published()}
          </p>
        )}
        <Button type="submit" size="sm" className="min-h-11" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle'
            ? m.merchant_saving()
            : review.reply
              ? m.merchant_update_reply()
              : m.merchant_post_reply()}
        </Button>
      </fetcher.Form>
    </article>
  );
}

/** The reviews of the operator's tours: all or those not yet replied, a page at a time (both in the URL). */
export function ReviewsScreen({
  reviews,
  failure,
  merchantName,
  show = 'all',
  pagination,
}: {
  reviews: MerchantReview[] | null;
  failure: string | null;
  merchantName: string;
  show?: MerchantReviewFilter;
  pagination?: { page: number; pages: number; total: number };
}) {
  if (failure || !reviews) return <Banner title={m.site_something_went_wrong()}>{failure}</Banner>;
  const page = pagination?.page ?? 1;
  const pages = pagination?.pages ?? 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ReviewFilter show={show} />
        {pagination && <p className="text-slate-600">{m.money_reviews_count({ count: pagination.total })}</p>}
      </div>
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {show === 'not_replied' ? m.money_reviews_none_unreplied() : m.merchant_no_reviews()}
        </p>
      ) : (
        <ul aria-label={m.merchant_reviews_of_your_tours()} className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} merchantName={merchantName} />
            </li>
          ))}
        </ul>
      )}
      <ReviewPager show={show} page={page} pages={pages} />
    </div>
  );
}
