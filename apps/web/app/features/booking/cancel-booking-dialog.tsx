import { type Booking, formatUsd } from '@belizepass/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { DANGER_BUTTON } from '~/features/auth/delete-account-dialog';
import { cancelBooking, fetchRefundQuote, type RefundQuote } from './booking-api';

const money = (cents: number) => formatUsd(cents, { cents: true });

/**
 * Asks before cancelling a booking, showing what the refund policy gives back now. A modal
 * `<dialog>`: the page behind is inert and Escape closes it.
 */
export function CancelBookingDialog({
  bookingId,
  confirmationCode,
  onClose,
  onCancelled,
}: {
  bookingId: string | null;
  confirmationCode: string | null;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (bookingId && !element.open) element.showModal();
    else if (!bookingId && element.open) element.close();
  }, [bookingId]);

  useEffect(() => {
    setQuote(null);
    setFailure(null);
    if (!bookingId) return;
    let live = true;
    fetchRefundQuote(bookingId)
      .then((q) => live && setQuote(q))
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : 'The refund could not be worked out.');
      });
    return () => {
      live = false;
    };
  }, [bookingId]);

  async function confirm() {
    if (!bookingId) return;
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancelBooking(bookingId));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The booking could not be cancelled.');
    } finally {
      setBusy(false);
    }
  }

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
          Cancel booking {confirmationCode ?? ''}?
        </h2>
        <div id={textId} className="text-slate-700">
          {quote ? (
            <>
              <p>{quote.label}.</p>
              <p className="mt-2">
                Refund if you cancel now:{' '}
                <strong className="text-slate-900">
                  {money(quote.amount)} ({quote.percent}%)
                </strong>
              </p>
            </>
          ) : failure ? null : (
            <Spinner label="Working out your refund" className="size-6" />
          )}
        </div>
        {failure && <Banner>{failure}</Banner>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            Keep booking
          </Button>
          <button type="button" className={DANGER_BUTTON} onClick={confirm} disabled={busy || !quote}>
            {busy ? 'Cancelling…' : 'Yes, cancel booking'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
