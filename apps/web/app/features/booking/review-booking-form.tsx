import { createReviewSchema, MAX_REVIEW_PHOTOS } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useSchemaForm } from '~/components/forms/form';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { messageOf, uploadWithProgress } from '~/lib/api-client';
import { cancelPath } from './cancel-booking-dialog';

type StoredPhoto = { url: string; thumbnailUrl: string };

/**
 * Up to three photos, each stored as soon as it is chosen (the image pipeline strips EXIF and makes
 * the sizes); the form then posts their addresses. It needs JavaScript, so it appears after hydration.
 */
function ReviewPhotoField({ bookingId }: { bookingId: string }) {
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<StoredPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  if (!hydrated) return null;
  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_REVIEW_PHOTOS - photos.length);
    if (!chosen.length) return;
    setBusy(true);
    setProblem(null);
    try {
      for (const file of chosen) {
        const body = new FormData();
        body.append('image', file);
        const stored = await uploadWithProgress<StoredPhoto>(
          `/api/bookings/${bookingId}/review/photos`,
          body,
        );
        setPhotos((list) => [...list, stored].slice(0, MAX_REVIEW_PHOTOS));
      }
    } catch (error) {
      setProblem(messageOf(error, m.booking_photo_failed()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {m.booking_photos_label({ max: MAX_REVIEW_PHOTOS })}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={busy || photos.length >= MAX_REVIEW_PHOTOS}
        onChange={(e) => {
          void add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
        className="mt-1 block w-full text-sm"
      />
      {busy && <p className="text-sm text-slate-600">{m.booking_uploading()}</p>}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label={m.booking_photos_to_post()} className="mt-2 flex gap-2">
          {photos.map((photo, i) => (
            <li key={photo.url} className="relative">
              <img
                src={photo.thumbnailUrl}
                alt={m.booking_attachment({ n: i + 1 })}
                width={64}
                height={48}
                className="h-12 w-16 rounded object-cover"
              />
              <input type="hidden" name={`photos[${i}].url`} value={photo.url} />
              <input type="hidden" name={`photos[${i}].thumbnailUrl`} value={photo.thumbnailUrl} />
              <button
                type="button"
                aria-label={m.booking_remove_photo({ n: i + 1 })}
                onClick={() => setPhotos((list) => list.filter((p) => p.url !== photo.url))}
                className="absolute -top-2 -right-2 rounded-full bg-white px-1.5 text-xs shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
  list,
}: {
  bookingId: string;
  tourName: string;
  /** My Bookings' filter, sort and page as a query string, to come back to after posting. */
  list?: string;
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
        {m.booking_write_review()}
      </Button>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={cancelPath(bookingId, list)}
      {...getFormProps(form)}
      aria-label={m.booking_review_label({ tour: tourName })}
      className="w-full space-y-3 sm:w-80"
    >
      <input type="hidden" name="intent" value="review" />
      <fieldset aria-describedby={fields.rating.errors ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{m.booking_your_rating()}</legend>
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
              <span className="sr-only">{m.booking_stars({ count: value })}</span>
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
          {m.booking_your_review()}
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
      <ReviewPhotoField bookingId={bookingId} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="min-h-11" disabled={sending}>
          {sending ? m.booking_sending() : m.booking_post_review()}
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen(false)}>
          {m.booking_cancel()}
        </Button>
      </div>
    </fetcher.Form>
  );
}
