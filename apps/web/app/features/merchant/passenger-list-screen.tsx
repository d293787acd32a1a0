import {
  belizeToday,
  type DeparturePassengerList,
  formatClockTime,
  formatShortDate,
  type GuestType,
  languageName,
  type Passenger,
  parkFeeCellText,
  paymentLineText,
  soldByText,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowLeft, Download, Printer, SearchX, Users } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { type Column, DataTable } from '~/components/data/data-table';
import { FormErrors, SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink, buttonClass } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { localePrefix } from '~/lib/display';
import {
  bookingPartyText,
  dateTimeText,
  money,
  partyText,
  pickupText,
  timestampText,
} from './booking-format';
import { MERCHANT_HOME } from './console-config';
import { EmptyState, LoadFailed } from './console-ui';
import { DepartureGuides } from './departure-guides';
import { type ClosureView, DepartureOps, type DepartureOpsAnswer } from './departure-ops';
import { GuestPhone } from './guest-contact';
import { LandOnGuest } from './land-on-guest';
import { PANEL } from './merchant-styles';
import { passengerGroups } from './passenger-groups';
import { StatusPill } from './status-pill';
import { WalkInForm } from './walk-in-form';

/**
 * A departure's passenger list; the tour's guest types and pickup zones (for the walk-in form) when
 * the API gives them.
 */
type PassengerList = DeparturePassengerList & {
  departure: DeparturePassengerList['departure'] & {
    guestTypes?: readonly GuestType[];
    pickupZones?: readonly { id: string; name: string }[];
  };
};

/** What a departure's passenger list shows: the list, that it is not there, or why it failed. */
export type PassengerListView =
  | { list: PassengerList; requestId: string; closure?: ClosureView | null }
  | { notFound: true }
  | { failure: string };

/** The passenger list of a tour's date in the console. */
export function passengerListHref(tourId: string, date: string, time?: string): string {
  return `${MERCHANT_HOME}/departures/${tourId}/${date}${time ? `?time=${time}` : ''}`;
}

/** The `id` of a guest's row on the passenger list (a booking's page links to it). */
export const guestRowId = (confirmationCode: string) => `guest-${confirmationCode}`;

/**
 * The CSV of a passenger list, through the web app's export route (it carries the session). A plain
 * link (a file, not a page), so it carries the page's language prefix itself: the file is written in it.
 */
function csvHref(tourId: string, date: string): string {
  return `${localePrefix()}/merchant/export/departures/${tourId}/${date}/passengers.csv`;
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

function CheckInState({ passenger }: { passenger: Passenger }) {
  if (passenger.checkedInAt) {
    return (
      <StatusPill tone="green">
        {/* One run of text, so the pill (a flex box) keeps the space before the time. */}
        <span>
          {m.operations_checked_in_pill()}{' '}
          <time dateTime={passenger.checkedInAt}>{timestampText(passenger.checkedInAt)}</time>
        </span>
      </StatusPill>
    );
  }
  // Ended without a check-in (a booking completed before check-in was a time on it reads the same).
  if (passenger.status !== 'confirmed') return <StatusPill tone="slate">{m.operations_no_show()}</StatusPill>;
  return <StatusPill tone="amber">{m.operations_not_checked_in()}</StatusPill>;
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
        busyLabel={m.operations_checking_in()}
        size="sm"
        className="min-h-11 w-full sm:w-auto"
      >
        {m.operations_check_in()}
        <span className="sr-only"> {passenger.customerName}</span>
      </SubmitButton>
    </Form>
  );
}

/** The first line of a WhatsApp chat with a guest: who and which departure. */
type ChatText = (p: Passenger) => string;

const columns = (chatText: ChatText): Column<Passenger>[] => [
  {
    key: 'guest',
    header: m.operations_guest(),
    primary: true,
    // A name keeps room for itself among the other columns (never one word a line).
    className: 'min-w-32',
    cell: (p) => (
      <>
        <Link
          to={`${MERCHANT_HOME}/booking/${p.bookingId}`}
          className="block break-words text-brand-700 hover:underline"
        >
          {p.customerName}
        </Link>
        <span className="block font-mono text-xs font-normal tracking-wider text-slate-600">
          {p.confirmationCode}
        </span>
      </>
    ),
  },
  {
    key: 'party',
    header: m.operations_party(),
    card: 'meta',
    cell: (p) => (
      <>
        <span className="block">{`${p.guests} · ${bookingPartyText(p)}`}</span>
        {p.residents > 0 && (
          <span className="block text-sm font-medium text-amber-800">
            {m.web_model_op_id_check({ count: p.residents })}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'language',
    header: m.signals_guide_language(),
    cell: (p) => (p.guideLanguage ? languageName(p.guideLanguage) : m.signals_no_preference()),
  },
  {
    key: 'pickup',
    header: m.operations_hotel_pickup(),
    cell: (p) => pickupText(p) ?? (p.hotel || m.operations_none()),
  },
  {
    key: 'phone',
    header: m.operations_phone(),
    cell: (p) => p.phone && <GuestPhone phone={p.phone} name={p.customerName} text={chatText(p)} />,
  },
  {
    key: 'email',
    header: m.operations_email(),
    card: 'wide',
    className: 'break-all',
    cell: (p) => p.email ?? '',
  },
  {
    key: 'requirements',
    header: m.operations_special_requirements(),
    card: 'wide',
    cell: (p) => p.specialRequirements || m.operations_none(),
  },
  {
    // How the party paid, and its park fee under it (one column, so the table fits beside the sidebar).
    key: 'payment',
    header: m.operations_payment(),
    className: 'min-w-32',
    cell: (p) => (
      <>
        <span className="block">{paymentLineText({ method: p.payment, state: p.paymentStatus })}</span>
        {soldByText(p) && <span className="block text-slate-600">{soldByText(p)}</span>}
        {p.parkFee && (
          <span className="block text-slate-600">
            {`${m.operations_park_fee()}: ${parkFeeCellText(p.parkFee, money)}`}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'checkIn',
    header: m.operations_check_in_label(),
    card: 'badge',
    cell: (p) => <CheckInState passenger={p} />,
  },
];

function NotFound() {
  return (
    <div className="py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{m.operations_departure_not_found()}</h2>
      <p className="mt-2 text-slate-600">{m.operations_departure_not_yours()}</p>
      <ButtonLink to={MERCHANT_HOME} className="mt-6 min-h-11">
        {m.operations_back_to_bookings()}
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
/** The date's start times, when it has several: one departure's list each, or all of them. */
function DepartureTimes({ times, chosen }: { times: readonly string[]; chosen: string | null }) {
  if (times.length < 2) return null;
  const link = (time: string | null, label: string) => {
    const current = time === chosen;
    return (
      <li key={time ?? 'all'}>
        <Link
          to={time ? `?time=${time}` : '?'}
          aria-current={current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-lg border px-3 font-medium ${
            current
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-slate-300 text-slate-700 hover:bg-slate-50'
          }`}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={m.web_model_op_departures_of_day()} data-print="hide">
      <ul className="flex flex-wrap gap-2">
        {link(null, m.web_model_op_all_times())}
        {times.map((t) => link(t, formatClockTime(t)))}
      </ul>
    </nav>
  );
}

export function PassengerListScreen({
  view,
  answer,
}: {
  view: PassengerListView;
  /** What the page's last form post answered: the check-in or walk-in form. */
  answer?: {
    intent?: string;
    result?: SubmissionResult<string[]>;
    checkedIn?: string;
    added?: string;
  } & DepartureOpsAnswer;
}) {
  // Printing needs the browser's print dialog, which only a script can open.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const chosenTime = params.get('time');
  if ('notFound' in view) return <NotFound />;
  if ('failure' in view)
    return <LoadFailed title={m.operations_passengers_load_failed()}>{view.failure}</LoadFailed>;
  const { list, requestId } = view;
  const { departure: d, totals, passengers, cancelled } = list;
  const checkIn = answer?.intent === 'check-in' ? answer : undefined;
  const walkIn = answer?.intent === 'walk-in' ? answer : undefined;
  const groups = passengerGroups(passengers);
  // Guests are checked in on the day of their departure only.
  const onTheDay = d.date === belizeToday();
  const caption = (time: string) =>
    m.operations_passengers_caption({
      tour: d.tourTitle,
      date: formatShortDate(d.date),
      time: formatClockTime(time),
    });
  const oneTime = chosenTime ?? ((d.times ?? []).length <= 1 ? d.time : null);
  const chatText: ChatText = (p) =>
    m.departure_whatsapp_text({
      name: p.customerName,
      tour: d.tourTitle,
      date: formatShortDate(d.date),
      time: formatClockTime(p.startTime ?? d.time),
    });
  const checkedInName =
    checkIn?.checkedIn && passengers.find((p) => p.confirmationCode === checkIn.checkedIn)?.customerName;

  return (
    <div className="space-y-6">
      <style href="passenger-list-print" precedence="default">
        {PRINT_CSS}
      </style>
      <Link
        to={`${MERCHANT_HOME}?date=${d.date}`}
        data-print="hide"
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.day_back_to_day()}
      </Link>
      <LandOnGuest />

      <section aria-labelledby="departure-title" className={`${PANEL} space-y-4`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="departure-title" className="text-2xl font-bold break-words text-slate-900">
              {d.tourTitle}
            </h2>
            <p className="mt-1 text-slate-700">{dateTimeText(d.date, d.time)}</p>
            {d.meetingPoint && (
              <p className="mt-1 break-words text-slate-700">
                <span className="font-medium">{m.operations_meeting_point()}</span> {d.meetingPoint}
              </p>
            )}
            <p className="mt-1 text-slate-700">
              {m.operations_seats_taken({ taken: d.seatsTaken, capacity: d.capacity })}
              {d.waitlist > 0 && <> · {m.waitlist_operator_count({ count: d.waitlist })}</>}
            </p>
          </div>
          <div data-print="hide" className="flex flex-col gap-2 sm:flex-row">
            {hydrated && (
              <Button variant="secondary" className="min-h-11" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                {m.operations_print()}
              </Button>
            )}
            <a
              href={csvHref(d.tourId, d.date)}
              download
              className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
            >
              <Download aria-hidden="true" className="size-4" />
              {m.operations_download_csv()}
            </a>
          </div>
        </div>
        <DepartureGuides time={oneTime} guides={d.guides} choices={d.guideChoices} answer={answer} />
        {d.closed && (
          <Banner tone="info" title={m.operations_date_closed()}>
            {d.closedReason ?? m.operations_date_closed_text()}
          </Banner>
        )}
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Total
            label={m.operations_guests_expected()}
            value={String(totals.guests)}
            hint={m.operations_party_in_bookings({
              party: partyText(totals.adults, totals.children),
              count: totals.bookings,
            })}
          />
          <Total
            label={m.operations_checked_in_total()}
            value={m.operations_x_of_y({ done: totals.checkedInGuests, total: totals.guests })}
          />
          <Total
            label={m.operations_cash_to_collect()}
            value={money(totals.parkFeeCashToCollect)}
            hint={m.operations_park_fees_cash_hint({ amount: money(totals.parkFeeCash) })}
          />
          <Total
            label={m.operations_park_fees_online()}
            value={money(totals.parkFeeOnline)}
            hint={
              totals.parkFeeCounter > 0
                ? m.money_park_fees_counter_hint({ amount: money(totals.parkFeeCounter) })
                : undefined
            }
          />
        </dl>
      </section>

      <div aria-live="polite" data-print="hide">
        {checkedInName && !checkIn?.result?.error && (
          <Banner tone="success">{m.operations_name_checked_in({ name: checkedInName })}</Banner>
        )}
        {walkIn?.added && <Banner tone="success">{m.operations_name_added({ name: walkIn.added })}</Banner>}
      </div>
      <FormErrors errors={checkIn?.result?.error?.[''] ?? undefined} />

      <DepartureOps
        tourTitle={d.tourTitle}
        date={d.date}
        time={oneTime}
        closed={d.closed}
        guests={passengers.filter((p) => p.status === 'confirmed').length}
        requestId={requestId}
        closure={view.closure}
        answer={answer}
      />

      {!d.closed && (
        <WalkInForm
          key={walkIn?.added ?? 'walk-in'}
          result={walkIn?.result}
          seatsLeft={Math.max(0, d.capacity - d.seatsTaken)}
          times={d.times ?? []}
          chosenTime={chosenTime}
          guestTypes={d.guestTypes}
          pickupZones={d.pickupZones}
          directPercent={d.directBookingPercent}
        />
      )}

      <DepartureTimes times={d.times ?? []} chosen={chosenTime} />

      {groups.length <= 1 && !groups[0]?.pickup ? (
        <DataTable
          caption={caption(d.time)}
          rows={passengers}
          rowKey={(p) => p.bookingId}
          rowId={(p) => guestRowId(p.confirmationCode)}
          columns={columns(chatText)}
          actions={onTheDay ? (p) => <CheckInForm passenger={p} requestId={requestId} /> : undefined}
          empty={
            <EmptyState icon={Users} title={m.operations_no_passengers()}>
              {m.operations_no_passengers_text()}
            </EmptyState>
          }
        />
      ) : (
        groups.map((group) => {
          const title = group.pickup
            ? m.model_pickup_line({ zone: group.pickup.zone, time: formatClockTime(group.pickup.time) })
            : m.web_model_op_at_meeting_point();
          const headingId = `group-${group.key.replace(/[^\w]+/g, '-')}`;
          return (
            <section key={group.key} aria-labelledby={headingId} className="space-y-2">
              <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                {title}
                <span className="ml-2 text-base font-normal text-slate-600">
                  {m.web_model_op_group_meta({
                    time: formatClockTime(group.startTime),
                    count: group.passengers.reduce((n, p) => n + p.guests, 0),
                  })}
                </span>
              </h3>
              <DataTable
                caption={`${title} · ${caption(group.startTime)}`}
                rows={group.passengers}
                rowKey={(p) => p.bookingId}
                rowId={(p) => guestRowId(p.confirmationCode)}
                columns={columns(chatText)}
                actions={onTheDay ? (p) => <CheckInForm passenger={p} requestId={requestId} /> : undefined}
                empty={null}
              />
            </section>
          );
        })
      )}

      {cancelled.length > 0 && (
        <section aria-labelledby="cancelled-title" className={PANEL} data-print="hide">
          <h2 id="cancelled-title" className="text-lg font-semibold text-slate-900">
            {m.operations_cancelled_bookings()}
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
                  {c.cancelledAt
                    ? ` · ${m.operations_cancelled_at({ time: timestampText(c.cancelledAt) })}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
