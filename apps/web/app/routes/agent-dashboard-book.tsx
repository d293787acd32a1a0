import {
  addDays,
  agentBookingBodySchema,
  BOOKABLE_DAYS_AHEAD,
  belizeToday,
  formatUsd,
  type TourDetail,
  type TourListResponse,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data, Form, Link, redirect } from 'react-router';
import { CARD, LoadError } from '~/components/data/data-table';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { agentSession } from '~/features/agent/agent.server';
import { AGENT_HOME } from '~/features/agent/agent-nav';
import { AgentHeader } from '~/features/agent/agent-ui';
import { formFailure, parseForm } from '~/lib/forms.server';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/agent-dashboard-book';

/** The party's fields by guest type, as the booking payload names them. */
const COUNT_FIELD = {
  adult: 'adults',
  child: 'children',
  infant: 'infants',
  senior: 'seniors',
  resident: 'residents',
} as const;

const GUEST_LABEL: Record<keyof typeof COUNT_FIELD, () => string> = {
  adult: () => m.agent_guests_adult(),
  child: () => m.agent_guests_child(),
  infant: () => m.agent_guests_infant(),
  senior: () => m.agent_guests_senior(),
  resident: () => m.agent_guests_resident(),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, approved } = await agentSession(context, request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const tourId = url.searchParams.get('tour');
  const none = { q, results: null, tour: null, failed: false };
  if (!approved) return data(none, { headers: PRIVATE_PAGE });
  try {
    if (tourId && /^[0-9a-f-]{36}$/i.test(tourId)) {
      const tour = await api.get<TourDetail>(`/api/tours/${tourId}`);
      return data({ ...none, tour }, { headers: PRIVATE_PAGE });
    }
    if (q) {
      const found = await api.get<TourListResponse>('/api/tours/search', { query: { q, limit: 12 } });
      return data({ ...none, results: found.tours }, { headers: PRIVATE_PAGE });
    }
  } catch {
    return data({ ...none, failed: true }, { headers: PRIVATE_PAGE });
  }
  return data(none, { headers: PRIVATE_PAGE });
}

export const headers = loaderHeaders;

/**
 * Books for the guest: on the agent's account it is confirmed at once (the guest is emailed the
 * ticket); by card the guest pays on the usual payment step with the booking's key.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await agentSession(context, request);
  const submission = await parseForm(request, agentBookingBodySchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const created = await api.post<{
      booking: { id: string; confirmationCode: string | null };
      accessKey: string;
    }>('/api/agent/bookings', submission.value);
    if (submission.value.payment === 'card') {
      throw redirect(`/payment/${created.booking.id}?key=${encodeURIComponent(created.accessKey)}`);
    }
    throw redirect(`${AGENT_HOME}?booked=${encodeURIComponent(created.booking.confirmationCode ?? '')}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(submission, error, { fallback: m.agent_book_failed() });
  }
}

function TourSearch({ q }: { q: string }) {
  return (
    <Form method="get" role="search" className={`${CARD} flex flex-col gap-3 p-5 sm:flex-row sm:items-end`}>
      <TextField
        label={m.agent_search_label()}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        required
        className="flex-1"
      />
      <Button type="submit" className="min-h-11 sm:mb-0.5">
        {m.agent_search_button()}
      </Button>
    </Form>
  );
}

function BookingForm({
  tour,
  lastResult,
}: {
  tour: TourDetail;
  lastResult?: Route.ComponentProps['actionData'];
}) {
  const today = belizeToday();
  const [form, fields] = useSchemaForm(agentBookingBodySchema, {
    id: 'agent-booking',
    lastResult: lastResult?.result,
    defaultValue: {
      tourId: tour.id,
      date: addDays(today, 1),
      startTime: tour.startTimes[0] ?? tour.startTime,
      adults: '2',
      children: '0',
      payment: 'account',
    },
  });
  const times = tour.startTimes.length ? tour.startTimes : [tour.startTime];
  return (
    <section aria-labelledby="agent-book-tour" className={`${CARD} p-5 sm:p-6`}>
      <h2 id="agent-book-tour" className="text-lg font-semibold break-words text-slate-900">
        {tour.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {m.agent_book_price({ price: formatUsd(tour.price, { cents: true }) })}{' '}
        <Link to={`${AGENT_HOME}/book`} className="font-medium text-brand-700 underline">
          {m.agent_book_other_tour()}
        </Link>
      </p>
      <SchemaForm form={form} className="mt-4 space-y-5">
        <input type="hidden" name={fields.tourId.name} value={tour.id} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            field={fields.date}
            label={m.agent_book_date()}
            type="date"
            min={today}
            max={addDays(today, BOOKABLE_DAYS_AHEAD - 1)}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">{m.agent_book_time()}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {times.map((time) => (
                <label key={time} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={fields.startTime.name}
                    value={time}
                    defaultChecked={time === times[0]}
                    className="size-4"
                  />
                  {time}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{m.agent_book_guests()}</legend>
          <div className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {tour.guestTypes.map((g) => {
              const name = COUNT_FIELD[g.type];
              return (
                <InputField
                  key={g.type}
                  field={fields[name]}
                  label={GUEST_LABEL[g.type]()}
                  hint={g.rule}
                  type="number"
                  min={0}
                  max={60}
                />
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            field={fields.fullName}
            label={m.agent_book_guest_name()}
            maxLength={120}
            autoComplete="off"
          />
          <InputField
            field={fields.email}
            label={m.agent_book_guest_email()}
            type="email"
            maxLength={254}
            autoComplete="off"
          />
          <InputField
            field={fields.phone}
            label={m.agent_book_guest_phone()}
            type="tel"
            maxLength={40}
            autoComplete="off"
          />
        </div>
        <fieldset aria-describedby="agent-payment-error">
          <legend className="text-sm font-medium text-slate-900">{m.agent_book_payment()}</legend>
          <div className="mt-2 space-y-2">
            <label className="flex min-h-11 items-start gap-2">
              <input
                type="radio"
                name={fields.payment.name}
                value="account"
                defaultChecked
                className="mt-1 size-4"
              />
              <span>
                {m.agent_method_account()}
                <span className="block text-sm text-slate-600">{m.agent_book_account_hint()}</span>
              </span>
            </label>
            <label className="flex min-h-11 items-start gap-2">
              <input type="radio" name={fields.payment.name} value="card" className="mt-1 size-4" />
              <span>
                {m.agent_book_card()}
                <span className="block text-sm text-slate-600">{m.agent_book_card_hint()}</span>
              </span>
            </label>
          </div>
          {fields.payment.errors?.[0] && (
            <p id="agent-payment-error" className="mt-1 text-sm text-red-700">
              {fields.payment.errors[0]}
            </p>
          )}
        </fieldset>
        <SubmitButton busyLabel={m.agent_book_busy()} className="min-h-12 w-full sm:w-auto">
          {m.agent_book_submit()}
        </SubmitButton>
      </SchemaForm>
    </section>
  );
}

/** Book a tour for a guest: find the tour, then the date, time, party, guest and payment. */
export default function AgentBook({ loaderData, actionData }: Route.ComponentProps) {
  const { q, results, tour, failed } = loaderData;
  return (
    <>
      <AgentHeader title={m.agent_book_title()} lead={m.agent_book_lead()} />
      <div className="space-y-6">
        {failed && <LoadError message={m.agent_load_error()} />}
        {tour ? (
          <BookingForm tour={tour} lastResult={actionData} />
        ) : (
          <>
            <TourSearch q={q} />
            {results &&
              (results.length === 0 ? (
                <p className="text-slate-700">{m.agent_search_none({ q })}</p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2" aria-label={m.agent_search_results()}>
                  {results.map((t) => (
                    <li key={t.id} className={`${CARD} flex flex-col gap-2 p-4`}>
                      <span className="font-semibold break-words text-slate-900">{t.title}</span>
                      <span className="text-sm text-slate-600">
                        {t.location.name} · {formatUsd(t.platform_selling_price, { cents: true })}
                      </span>
                      <Link
                        to={`?tour=${t.id}`}
                        className="mt-1 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                        aria-label={m.agent_search_choose({ tour: t.title })}
                      >
                        {m.agent_search_choose_short()}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
          </>
        )}
      </div>
    </>
  );
}
