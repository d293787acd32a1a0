import { type BookingListRow, cancellationPolicyLines } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { DANGER_BUTTON } from '~/features/auth/delete-account-dialog';
import { formatCharge } from '~/lib/display';
import type { RefundQuote } from './account-booking.server';

/** A refund goes back as it was paid: in US dollars. */
const money = (cents: number) => formatCharge(cents, { cents: true });

/** What the cancel route's loader answers (routes/account-booking-actions.tsx). */
interface Cancellation {
  booking: { id: string };
  quote: RefundQuote | null;
  quoteFailure: string | null;
}

/**
 * What cancelling now gives back, by the booking's own policy (the terms it was sold under), and
 * that policy line by line.
 */
export function RefundQuoteText({ quote }: { quote: RefundQuote }) {
  return (
    <>
      <p>{quote.label}.</p>
      <p className="mt-2">
        {m.booking_refund_now()}{' '}
        <strong className="text-slate-900">
          {m.booking_refund_amount({ amount: money(quote.amount), percent: quote.percent })}
        </strong>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">
          {m.booking_policy_of_booking()}
        </summary>
        <ul className="mt-1 list-disc pl-5">
          {cancellationPolicyLines(quote.cancellation_tiers).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** The fetcher that loads the refund quote of the booking being cancelled. */
export const REFUND_QUOTE_FETCHER = 'refund-quote';
/**
 * The booking's route under My Bookings; `list` (`?status=…&sort=…&page=…`) is the list the form was
 * posted from, where the action sends the browser back.
 */
export const cancelPath = (bookingId: string, list = '') => `/account/bookings/${bookingId}${list}`;

/**
 * Asks before cancelling a booking, showing what the refund policy gives back now (loaded when the
 * dialog opens). A modal `<dialog>`: the page behind is inert and Escape closes it. The safe choice,
 * "Keep booking", comes first and has the focus. Cancelling posts to the booking's route action,
 * which goes back to My Bookings; without JavaScript the same questions are a page of their own.
 */
export function CancelBookingDialog({
  booking,
  onClose,
  list,
}: {
  booking: BookingListRow | null;
  onClose: () => void;
  /** The list's filter, sort and page as a query string, to come back to after cancelling. */
  list?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const id = booking?.id ?? null;
  const loaded = useFetcher<Cancellation>({ key: REFUND_QUOTE_FETCHER }).data;
  const cancel = useFetcher<{ failure?: string }>({ key: `cancel-${id ?? 'none'}` });
  const current = loaded?.booking.id === id ? loaded : undefined;
  const busy = cancel.state !== 'idle';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (id && !element.open) {
      element.showModal();
      keep.current?.focus();
    } else if (!id && element.open) {
      element.close();
    }
  }, [id]);

  const failure = cancel.data?.failure ?? current?.quoteFailure;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {m.booking_cancel_question({ code: booking?.confirmationCode ?? '' })}
        </h2>
        <div id={textId} className="text-slate-700">
          {current?.quote ? (
            <RefundQuoteText quote={current.quote} />
          ) : failure ? null : (
            <Spinner label={m.booking_working_out_refund()} className="size-6" />
          )}
        </div>
        {failure && <Banner>{failure}</Banner>}
        <cancel.Form
          method="post"
          action={id ? cancelPath(id, list) : undefined}
          className="flex flex-col gap-3 sm:flex-row sm:justify-end"
        >
          <input type="hidden" name="intent" value="cancel" />
          <button
            ref={keep}
            type="button"
            className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
            onClick={onClose}
            disabled={busy}
          >
            {m.booking_keep()}
          </button>
          <button type="submit" className={DANGER_BUTTON} disabled={busy || !current?.quote}>
            {busy ? m.booking_cancelling() : m.booking_yes_cancel()}
          </button>
        </cancel.Form>
      </div>
    </dialog>
  );
}
