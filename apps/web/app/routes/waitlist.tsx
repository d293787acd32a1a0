import {
  belizeToday,
  formatClockTime,
  formatLongDate,
  isBookable,
  joinWaitlistSchema,
  MESSAGES,
  partyIssues,
  type WaitlistEntry,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { BackLink } from '~/components/ui/arrow-link';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { initialBookingChoice } from '~/features/tours/booking-query';
import { choiceQuery, countsOf, departuresByDate, guestTypesOf } from '~/features/tours/departures';
import { PartySteppers } from '~/features/tours/quantity-stepper';
import { loadAvailability, loadTourOr404 } from '~/features/tours/tour-api';
import { formatStartTime } from '~/features/tours/tour-format';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import { serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { sessionUser } from '~/lib/session.server';
import type { Route } from './+types/waitlist';

/**
 * Joining the waitlist of a full departure (docs/decisions/045-waitlist.md), reached from the tour
 * page's "Join the waitlist" on a sold-out date: the date's full departures, the party by the
 * tour's guest types and an email (a signed-in traveller's fills it). Guests may join too.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [tour, availability, user] = await Promise.all([
    loadTourOr404(api, params.tourId),
    loadAvailability(api, params.tourId),
    sessionUser(context),
  ]);
  const today = belizeToday();
  const choice = initialBookingChoice(new URL(request.url).searchParams, today, tour.groupSize.min);
  const day = availability
    ? departuresByDate(availability.dates).find((d) => d.date === choice.date)
    : undefined;
  // The departures of the date a party cannot book now: sold out (or too few seats for anyone).
  const full = (day?.departures ?? []).filter((d) => d.status === 'sold-out');
  return {
    tour,
    choice,
    full,
    available: Boolean(day && isBookable(day)),
    email: user?.email ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm(request, joinWaitlistSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const entry = await serverApi(context).post<WaitlistEntry>('/api/waitlist', submission.value);
    return { joined: entry };
  } catch (error) {
    return formFailure(submission, error, {
      fallback: m.waitlist_join_failed(),
    });
  }
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const notFound = !loaderData && (!error || (isRouteErrorResponse(error) && error.status === 404));
  const title = loaderData
    ? m.waitlist_meta_title({ tour: loaderData.tour.title })
    : notFound
      ? MESSAGES.tourNotFound
      : m.waitlist_join_failed();
  return [{ title: `${title} | BelizePass` }, { name: 'robots', content: 'noindex' }];
}

function Joined({ entry }: { entry: WaitlistEntry }) {
  return (
    <Card id="waitlist-joined-heading" title={m.waitlist_joined_title()} titleClassName="sr-only">
      <div role="status" className="space-y-3 text-slate-700">
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CircleCheck aria-hidden="true" className="size-6 text-green-700" />
          {m.waitlist_joined_title()}
        </p>
        <p>
          {m.waitlist_joined_body({
            tour: entry.tourTitle,
            date: formatLongDate(entry.date),
            time: formatClockTime(entry.time),
          })}
        </p>
        <p>{m.waitlist_joined_email({ email: entry.email })}</p>
      </div>
    </Card>
  );
}

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, choice, full, available, email } = loaderData;
  const partyId = useId();
  const [party, setParty] = useState(choice.party);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  const joined = actionData && 'joined' in actionData ? actionData.joined : undefined;
  const [form, fields] = useSchemaForm(joinWaitlistSchema, {
    id: 'waitlist',
    lastResult: result,
    defaultValue: { email, tourId: tour.id, date: choice.date },
  });
  const guestTypes = guestTypesOf(tour);
  const issues = partyIssues({
    guests: countsOf(party),
    guestTypes,
    minGroupSize: tour.groupSize.min,
    maxGroupSize: tour.groupSize.max,
  });
  const partyError = (field: keyof typeof party) =>
    fields[field].errors?.[0] ?? (hydrated ? issues.find((i) => i.field === field)?.message : undefined);
  const chosenTime = full.some((d) => d.startTime === choice.time) ? choice.time : full[0]?.startTime;
  const bookLink = `/booking/${tour.id}?${choiceQuery({ date: choice.date, time: '', party })}`;

  let body: React.ReactNode;
  if (joined) {
    body = <Joined entry={joined} />;
  } else if (full.length === 0) {
    body = (
      <Card
        id="waitlist-none-heading"
        title={m.waitlist_none_title()}
        titleClassName="mb-2 text-lg font-bold"
      >
        <p className="text-slate-700">{available ? m.waitlist_none_available() : m.waitlist_none_full()}</p>
        {available && (
          <Link to={bookLink} className={buttonClass({}, 'mt-4')}>
            {m.tours_book_now()}
          </Link>
        )}
      </Card>
    );
  } else {
    body = (
      <SchemaForm form={form} className="space-y-6">
        <input type="hidden" name={fields.tourId.name} value={tour.id} />
        <input type="hidden" name={fields.date.name} value={choice.date} />
        <Card
          id="waitlist-form-heading"
          title={m.waitlist_form_title()}
          titleClassName="mb-2 text-lg font-bold"
        >
          <div className="space-y-5">
            <p className="text-slate-700">{m.waitlist_form_intro({ date: formatLongDate(choice.date) })}</p>
            {full.length === 1 ? (
              <>
                <input type="hidden" name={fields.startTime.name} value={full[0]!.startTime} />
                <p className="font-medium text-slate-900">
                  {m.waitlist_departure({
                    date: formatLongDate(choice.date),
                    time: formatStartTime(full[0]!.startTime),
                  })}
                </p>
              </>
            ) : (
              <fieldset>
                <legend className="font-medium text-slate-900">{m.waitlist_choose_time()}</legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {full.map((d) => (
                    <label
                      key={d.startTime}
                      className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name={fields.startTime.name}
                        value={d.startTime}
                        defaultChecked={d.startTime === chosenTime}
                        className="size-4 accent-brand-600"
                      />
                      <span className="font-semibold">{formatStartTime(d.startTime)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <fieldset className="space-y-3">
              <legend className="font-medium text-slate-900">{m.waitlist_party()}</legend>
              <PartySteppers
                idPrefix={partyId}
                guestTypes={guestTypes}
                party={party}
                onChange={(field, value) => setParty((p) => ({ ...p, [field]: value }))}
                errors={{
                  adults: partyError('adults'),
                  children: partyError('children'),
                  infants: partyError('infants'),
                  seniors: partyError('seniors'),
                  residents: partyError('residents'),
                }}
              />
            </fieldset>
            <InputField
              field={fields.email}
              label={m.booking_email()}
              type="email"
              autoComplete="email"
              hint={m.waitlist_email_hint()}
            />
            <p className="text-sm text-slate-600">{m.waitlist_how_it_works()}</p>
            <SubmitButton busyLabel={m.waitlist_joining()}>{m.waitlist_join()}</SubmitButton>
          </div>
        </Card>
      </SchemaForm>
    );
  }

  return (
    <div className="flex-1 bg-slate-50/60">
      <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 md:py-10">
        <BackLink to={`/tours/${tour.id}`}>{m.booking_back_to_tour()}</BackLink>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.waitlist_heading()}
        </h1>
        <p className="mt-1 mb-6 text-slate-600">
          {tour.title} · {tour.location}
        </p>
        {body}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <TourErrorBoundary
      notFoundText={m.booking_tour_not_found_text()}
      failureText={m.waitlist_join_failed()}
    />
  );
}
