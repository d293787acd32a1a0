import { createReviewSchema } from '@belizepass/domain';
import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useSchemaForm } from '~/components/forms/form';
import { Button } from '~/components/ui/button';
import { cancelPath } from './cancel-booking-dialog';

/**
 * After a completed tour: one review (1-5 stars and a comment), shown on the tour as a verified
 * booking. It posts to the booking's route action (a fetcher), which goes back to My Bookings with
 * `?reviewed=` so the row thanks the reviewer; a problem shows here.
 */
export function ReviewBookingForm({
  bookingId,
  tourName,
  lastResult,
  startOpen = false,
}: {
  bookingId: string;
  tourName: string;
  /** The answer of a post made without JavaScript (on the booking's own page). */
  lastResult?: SubmissionResult<string[]>;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const [rating, setRating] = useState(0);
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>({ key: `review-${bookingId}` });
  const [form, fields] = useSchemaForm(createReviewSchema, {
    id: `review-${bookingId}`,
    lastResult: fetcher.data?.result ?? lastResult,
  });
  const errorId = useId();
  const { key: commentKey, ...comment } = getTextareaProps(fields.comment, { ariaAttributes: false });
  const sending = fetcher.state !== 'idle';
  // One message at a time, the first problem of the form.
  const error = form.errors?.[0] ?? fields.rating.errors?.[0] ?? fields.comment.errors?.[0];

  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setOpen(true)}>
        Write a review
      </Button>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={cancelPath(bookingId)}
      {...getFormProps(form)}
      aria-label={`Review ${tourName}`}
      className="w-full space-y-3 sm:w-80"
    >
      <input type="hidden" name="intent" value="review" />
      <fieldset aria-describedby={fields.rating.errors ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={fields.rating.name}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <span className="sr-only">{`${value} star${value === 1 ? '' : 's'}`}</span>
              <Star
                aria-hidden="true"
                className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= rating ? 'fill-sun-400 text-sun-400' : 'text-slate-300'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={fields.comment.id} className="text-sm font-medium text-slate-800">
          Your review
        </label>
        <textarea
          key={commentKey}
          {...comment}
          rows={3}
          maxLength={2000}
          aria-invalid={fields.comment.errors ? true : undefined}
          aria-describedby={fields.comment.errors ? errorId : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="min-h-11" disabled={sending}>
          {sending ? 'Sending...' : 'Post review'}
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
