import {
  type DeparturePassengerList,
  formatClockTime,
  formatShortDate,
  type Passenger,
} from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowLeft, Download, Printer, SearchX, Users } from 'lucide-react';
import { Form, Link } from 'react-router';
import { type Column, DataTable } from '~/components/data/data-table';
import { FormErrors, SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink, buttonClass } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { dateTimeText, money, partyText, timestampText } from './booking-format';
import { MERCHANT_HOME } from './console-config';
import { EmptyState, LoadFailed } from './console-ui';
import { PANEL } from './merchant-styles';
import { StatusPill } from './status-pill';
import { WalkInForm } from './walk-in-form';

/** What a departure's passenger list shows: the list, that it is not there, or why it failed. */
export type PassengerListView =
  | { list: DeparturePassengerList; requestId: string }
  | { notFound: true }
  | { failure: string };

/** The passenger list of a tour's date in the console. */
export function passengerListHref(tourId: string, date: string): string {
  return `${MERCHANT_HOME}/departures/${tourId}/${date}`;
}

/** The CSV of a passenger list, through the web app's export route (it carries the session). */
function csvHref(tourId: string, date: string): string {
  return `/merchant/export/departures/${tourId}/${date}/passengers.csv`;
}

/**
 * On paper only the list is printed: no console bars or navigation, no buttons, black on white, the
 * table (never the phone cards).
 */
const PRINT_CSS = `@media print {
  header, nav, aside, [data-print="hide"] { display: none !important; }
  html, body, main, section, table, th, td { background: #fff !important; color: #000 !important; box-shadow: none !important; }
  main { padding: 0 !important; margin: 0 !important; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #000 !important; }
}`;

const PAYMENT_TEXT: Record<Passenger['payment'], string> = {
  online: 'Paid online',
  gift_card: 'Gift card',
  counter_cash: 'Walk-in, cash at the counter',
  counter_card: 'Walk-in, card at the counter',
};

function parkFeeCell({ parkFee: fee, source }: Passenger) {
  if (!fee) return 'None';
  if (source === 'walk_in') return `${money(fee.amount)} paid at the counter`;
  return fee.payment === 'online' ? `${money(fee.amount)} paid online` : `Collect ${money(fee.amount)} cash`;
}

function CheckInState({ passenger }: { passenger: Passenger }) {
  if (passenger.checkedInAt) {
    return (
      <StatusPill tone="green">
        Checked in <time dateTime={passenger.checkedInAt}>{timestampText(passenger.checkedInAt)}</time>
      </StatusPill>
    );
  }
  // Ended without a check-in (a booking completed before check-in was a time on it reads the same).
  if (passenger.status !== 'confirmed') return <StatusPill tone="slate">No-show</StatusPill>;
  return <StatusPill tone="amber">Not checked in</StatusPill>;
}

/** "Check in" on a row: a form post to this page's action (works without JavaScript). */
function CheckInForm({ passenger, requestId }: { passenger: Passenger; requestId: string }) {
  if (passenger.status !== 'confirmed' || passenger.checkedInAt) return null;
  return (
    <Form method="post" preventScrollReset data-print="hide">
      <input type="hidden" name="intent" value="check-in" />
      <input type="hidden" name="clientRequestId" value={`${requestId}:${passenger.confirmationCode}`} />
      <SubmitButton
        name="confirmationCode"
        value={passenger.confirmationCode}
        busyLabel="Checking in..."
        size="sm"
        className="min-h-11 w-full sm:w-auto"
      >
        Check in<span className="sr-only"> {passenger.customerName}</span>
      </SubmitButton>
    </Form>
  );
}

const columns: Column<Passenger>[] = [
  {
    key: 'guest',
    header: 'Guest',
    primary: true,
    cell: (p) => (
      <>
        <span className="block break-words">{p.customerName}</span>
        <span className="block font-mono text-xs font-normal tracking-wider text-slate-600">
          {p.confirmationCode}
        </span>
      </>
    ),
  },
  {
    key: 'party',
    header: 'Party',
    card: 'meta',
    cell: (p) => `${p.guests} · ${partyText(p.adults, p.children)}`,
  },
  { key: 'pickup', header: 'Hotel pickup', cell: (p) => p.hotel || 'None' },
  {
    key: 'phone',
    header: 'Phone',
    cell: (p) =>
      p.phone && (
        <a
          href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-11 items-center break-all text-brand-700 hover:underline"
        >
          {p.phone}
        </a>
      ),
  },
  { key: 'email', header: 'Email', card: 'wide', className: 'break-all', cell: (p) => p.email ?? '' },
  {
    key: 'requirements',
    header: 'Special requirements',
    card: 'wide',
    cell: (p) => p.specialRequirements || 'None',
  },
  { key: 'payment', header: 'Payment', cell: (p) => PAYMENT_TEXT[p.payment] ?? p.payment },
  { key: 'parkFee', header: 'Park fee', cell: parkFeeCell },
  { key: 'checkIn', header: 'Check-in', card: 'badge', cell: (p) => <CheckInState passenger={p} /> },
];

function NotFound() {
  return (
    <div className="py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">Departure Not Found</h2>
      <p className="mt-2 text-slate-600">This date is not valid or the tour is not one of yours.</p>
      <ButtonLink to={MERCHANT_HOME} className="mt-6 min-h-11">
        Back to bookings
      </ButtonLink>
    </div>
  );
}

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="text-sm text-slate-600">{hint}</dd>}
    </div>
  );
}

/** A departure's passengers for the operator at the dock: check-in from the list, print, CSV. */
export function PassengerListScreen({
  view,
  answer,
}: {
  view: PassengerListView;
  /** What the page's last form post answered: the check-in or walk-in form. */
  answer?: {
    intent?: 'check-in' | 'walk-in';
    result?: SubmissionResult<string[]>;
    checkedIn?: string;
    added?: string;
  };
}) {
  // Printing needs the browser's print dialog, which only a script can open.
  const hydrated = useHydrated();
  if ('notFound' in view) return <NotFound />;
  if ('failure' in view)
    return <LoadFailed title="We could not load this passenger list">{view.failure}</LoadFailed>;
  const { list, requestId } = view;
  const { departure: d, totals, passengers, cancelled } = list;
  const checkIn = answer?.intent === 'check-in' ? answer : undefined;
  const walkIn = answer?.intent === 'walk-in' ? answer : undefined;
  const checkedInName =
    checkIn?.checkedIn && passengers.find((p) => p.confirmationCode === checkIn.checkedIn)?.customerName;

  return (
    <div className="space-y-6">
      <style href="passenger-list-print" precedence="default">
        {PRINT_CSS}
      </style>
      <Link
        to={MERCHANT_HOME}
        data-print="hide"
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to bookings
      </Link>

      <section aria-labelledby="departure-title" className={`${PANEL} space-y-4`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="departure-title" className="text-2xl font-bold break-words text-slate-900">
              {d.tourTitle}
            </h2>
            <p className="mt-1 text-slate-700">{dateTimeText(d.date, d.time)}</p>
            {d.meetingPoint && (
              <p className="mt-1 break-words text-slate-700">
                <span className="font-medium">Meeting point:</span> {d.meetingPoint}
              </p>
            )}
            <p className="mt-1 text-slate-700">
              {d.seatsTaken} of {d.capacity} seats taken
            </p>
          </div>
          <div data-print="hide" className="flex flex-col gap-2 sm:flex-row">
            {hydrated && (
              <Button variant="secondary" className="min-h-11" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
            )}
            <a
              href={csvHref(d.tourId, d.date)}
              download
              className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
            >
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </a>
          </div>
        </div>
        {d.closed && (
          <Banner tone="info" title="This date is closed">
            {d.closedReason ?? 'No one can book it.'}
          </Banner>
        )}
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Total
            label="Guests expected"
            value={String(totals.guests)}
            hint={`${partyText(totals.adults, totals.children)} in ${totals.bookings} ${totals.bookings === 1 ? 'booking' : 'bookings'}`}
          />
          <Total label="Checked in" value={`${totals.checkedInGuests} of ${totals.guests}`} />
          <Total
            label="Cash to collect"
            value={money(totals.parkFeeCashToCollect)}
            hint={`Park fees in cash: ${money(totals.parkFeeCash)} in all`}
          />
          <Total label="Park fees paid online" value={money(totals.parkFeeOnline)} />
        </dl>
      </section>

      <div aria-live="polite" data-print="hide">
        {checkedInName && !checkIn?.result?.error && (
          <Banner tone="success">{checkedInName} is checked in.</Banner>
        )}
        {walkIn?.added && <Banner tone="success">{walkIn.added} was added to the list.</Banner>}
      </div>
      <FormErrors errors={checkIn?.result?.error?.[''] ?? undefined} />

      {!d.closed && (
        <WalkInForm
          key={walkIn?.added ?? 'walk-in'}
          result={walkIn?.result}
          seatsLeft={Math.max(0, d.capacity - d.seatsTaken)}
        />
      )}

      <DataTable
        caption={`Passengers of ${d.tourTitle} on ${formatShortDate(d.date)} at ${formatClockTime(d.time)}`}
        rows={passengers}
        rowKey={(p) => p.bookingId}
        columns={columns}
        actions={(p) => <CheckInForm passenger={p} requestId={requestId} />}
        empty={
          <EmptyState icon={Users} title="No passengers yet">
            Paid bookings of this date appear here. Unpaid holds are never listed.
          </EmptyState>
        }
      />

      {cancelled.length > 0 && (
        <section aria-labelledby="cancelled-title" className={PANEL} data-print="hide">
          <h2 id="cancelled-title" className="text-lg font-semibold text-slate-900">
            Cancelled bookings (not expected)
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {cancelled.map((c) => (
              <li key={c.bookingId} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="min-w-0 break-words text-slate-900">
                  {c.customerName}{' '}
                  <span className="font-mono text-sm text-slate-600">{c.confirmationCode}</span>
                </span>
                <span className="text-slate-600">
                  {partyText(c.adults, c.children)}
                  {c.cancelledAt ? ` · cancelled ${timestampText(c.cancelledAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
