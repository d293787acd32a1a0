import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  belizeToday,
  type CloseDepartureResponse,
  closeDepartureBodySchema,
  formatClockTime,
  formatLongDate,
  formatShortDate,
  formatUsd,
  type MerchantTour,
} from '@belizepass/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextAreaField, TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { DANGER_BUTTON } from './merchant-styles';
import { closeDeparture, fetchDepartures } from './tours-api';

type Errors = { date?: string; reason?: string };

/**
 * "Manage dates": the tour's departures that have bookings or are closed, and closing a date, which
 * cancels every booking on it with a full refund and emails each tourist.
 */
export function DeparturesDialog({
  open,
  tour,
  onClose,
}: {
  open: boolean;
  tour: Pick<MerchantTour, 'id' | 'title'>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const today = belizeToday();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<CloseDepartureResponse | null>(null);

  const departures = useQuery({
    queryKey: ['merchant-departures', tour.id],
    queryFn: ({ signal }) => fetchDepartures(tour.id, signal),
    enabled: open,
  });

  useEffect(() => {
    if (!open) return;
    setDate('');
    setReason('');
    setErrors({});
    setConfirming(false);
    setFailure(null);
    setDone(null);
  }, [open]);

  function review(event: React.FormEvent) {
    event.preventDefault();
    const parsed = closeDepartureBodySchema.safeParse({ date, reason });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setDone(null);
    setConfirming(true);
  }

  async function close() {
    setBusy(true);
    setFailure(null);
    try {
      const result = await closeDeparture(tour.id, date, reason.trim());
      setDone(result);
      setConfirming(false);
      setDate('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['merchant-departures', tour.id] });
      await queryClient.invalidateQueries({ queryKey: ['merchant-bookings'] });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'The date could not be closed.');
    } finally {
      setBusy(false);
    }
  }

  const rows = departures.data?.departures ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={`Manage dates: ${tour.title}`} size="md" dismissible={!busy}>
      <div className="space-y-5">
        <section aria-labelledby="departures-title">
          <h3 id="departures-title" className="font-semibold text-slate-900">
            Dates with bookings or closures
          </h3>
          {departures.isPending ? (
            <div className="py-4">
              <Spinner label="Loading dates" className="size-6" />
            </div>
          ) : departures.isError ? (
            <div className="mt-2">
              <Banner
                action={
                  <Button size="sm" onClick={() => departures.refetch()}>
                    Try again
                  </Button>
                }
              >
                {departures.error.message || 'The dates could not be loaded.'}
              </Banner>
            </div>
          ) : rows.length === 0 ? (
            <p className="mt-2 text-slate-600">
              No bookings or closed dates yet. Every scheduled date is open.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {rows.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm"
                >
                  <span className="font-medium text-slate-900">
                    {formatShortDate(d.date)} · {formatClockTime(d.time)}
                  </span>
                  {d.closed ? (
                    <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-800">
                      Closed{d.closedReason ? `: ${d.closedReason}` : ''}
                    </span>
                  ) : (
                    <span className="text-slate-600">
                      {d.seatsTaken} of {d.capacity} seats taken · {d.bookingCount}{' '}
                      {d.bookingCount === 1 ? 'booking' : 'bookings'}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        {done && (
          <Banner tone="success" title="Date closed">
            {done.cancelledBookings === 0
              ? 'No bookings were affected.'
              : `${done.cancelledBookings} ${done.cancelledBookings === 1 ? 'booking was' : 'bookings were'} cancelled and ${formatUsd(done.refundedAmount, { cents: true })} refunded. Each tourist has been emailed.`}
          </Banner>
        )}

        <form noValidate onSubmit={review} className="space-y-4 border-t border-slate-200 pt-5">
          <h3 className="font-semibold text-slate-900">Close a date</h3>
          <TextField
            label="Date"
            type="date"
            min={today}
            max={addDays(today, BOOKABLE_DAYS_AHEAD - 1)}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setConfirming(false);
              setErrors((x) => ({ ...x, date: undefined }));
            }}
            error={errors.date}
          />
          <TextAreaField
            label="Reason"
            rows={2}
            hint="Tourists see this in their cancellation email."
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((x) => ({ ...x, reason: undefined }));
            }}
            error={errors.reason}
          />
          {!confirming && (
            <Button type="submit" variant="secondary" className="min-h-11">
              Close this date
            </Button>
          )}
        </form>

        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby="close-confirm-title"
            className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
          >
            <p id="close-confirm-title" className="font-semibold text-red-900">
              Close {formatLongDate(date)}?
            </p>
            <p className="text-red-900">
              Every booking on that date will be cancelled with a full refund and each tourist emailed. This
              cannot be undone.
            </p>
            {failure && <Banner>{failure}</Banner>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                className="min-h-11"
                onClick={() => setConfirming(false)}
                disabled={busy}
              >
                Keep it open
              </Button>
              <button type="button" className={DANGER_BUTTON} onClick={close} disabled={busy}>
                {busy && <Spinner label="Closing date" className="size-4" />}
                Close date and refund
              </button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
