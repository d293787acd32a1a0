import { createReviewSchema } from '@belizepass/domain';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { AuthClientError } from '~/features/auth/auth-client';
import { reviewBooking } from './booking-api';

/** After a completed tour: one review (1-5 stars and a comment), shown on the tour as a verified booking. */
export function ReviewBookingForm({ bookingId, tourName }: { bookingId: string; tourName: string }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const ids = { rating: useId(), comment: useId(), error: useId() };

  if (state === 'done') {
    return (
      <p role="status" className="text-sm font-medium text-brand-700">
        Thank you! Your review now shows on the tour page.
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setOpen(true)}>
        Write a review
      </Button>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createReviewSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check your review');
      return;
    }
    setState('sending');
    setError(null);
    try {
      await reviewBooking(bookingId, parsed.data);
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(
        failure instanceof AuthClientError
          ? failure.message
          : 'Your review could not be sent. Please try again.',
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Review ${tourName}`} className="w-full space-y-3 sm:w-80">
      <fieldset>
        <legend id={ids.rating} className="text-sm font-medium text-slate-800">
          Your rating
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`rating-${bookingId}`}
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
        <label htmlFor={ids.comment} className="text-sm font-medium text-slate-800">
          Your review
        </label>
        <textarea
          id={ids.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          maxLength={2000}
          aria-describedby={error ? ids.error : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="min-h-11" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Post review'}
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
