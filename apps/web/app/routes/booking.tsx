import {
  addDays,
  availabilityMessage,
  BOOKABLE_DAYS_AHEAD,
  belizeToday,
  formatLongDate,
  isBookable,
  MAX_ADULTS,
  MAX_CHILDREN,
  MESSAGES,
  priceParty,
} from '@belizepass/domain';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isRouteErrorResponse, Link, useNavigate } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { AuthClientError } from '~/features/auth/auth-client';
import { useSession } from '~/features/auth/session';
import { createBooking, fieldErrors, storeBookingKey } from '~/features/booking/booking-api';
import {
  type BookingFormErrors,
  type BookingFormValues,
  bookingFormProblems,
  toCreateBooking,
} from '~/features/booking/booking-form-fields';
import { checkBookingQuery } from '~/features/tours/booking-query';
import { PriceSummary } from '~/features/tours/price-summary';
import { QuantityStepper } from '~/features/tours/quantity-stepper';
import { loadAvailability, loadTourOr404 } from '~/features/tours/tour-api';
import { formatStartTime } from '~/features/tours/tour-format';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import { serverApi } from '~/lib/api-client';
import type { Route } from './+types/booking';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [tour, availability] = await Promise.all([
    loadTourOr404(serverApi(context), params.tourId),
    loadAvailability(serverApi(context), params.tourId),
  ]);
  const url = new URL(request.url);
  const today = belizeToday();
  const check = checkBookingQuery(url.searchParams, today, availability);
  return { tour, check, today, days: availability?.dates ?? null };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const notFound = !loaderData && (!error || (isRouteErrorResponse(error) && error.status === 404));
  const title = loaderData
    ? `Book ${loaderData.tour.title}`
    : notFound
      ? MESSAGES.tourNotFound
      : 'Something went wrong';
  return [{ title: `${title} | BelizePass` }, { name: 'robots', content: 'noindex' }];
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { tour, check, today, days } = loaderData;
  const navigate = useNavigate();
  const { user } = useSession();
  const dateId = useId();
  const adultsId = useId();
  const childrenId = useId();
  const [values, setValues] = useState<BookingFormValues>({
    fullName: '',
    email: '',
    phone: '',
    date: check.choice.date ?? '',
    adults: clampInt(check.choice.adults, 1, MAX_ADULTS, 1),
    children: clampInt(check.choice.children, 0, MAX_CHILDREN, 0),
    hotel: '',
    specialRequirements: '',
  });
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Contact details of the signed-in user fill the empty fields.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      fullName: v.fullName || user.full_name,
      email: v.email || user.email,
      phone: v.phone || user.phone_number || '',
    }));
  }, [user]);

  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const day = days?.find((d) => d.date === values.date);
  const dateProblem = values.date && days && !isBookable(day) ? availabilityMessage(day) : undefined;
  const price = priceParty({
    priceCents: tour.price,
    originalPriceCents: tour.originalPrice,
    adults: values.adults,
    children: values.children,
  });
  const backHref = `/tours/${tour.id}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const problems = bookingFormProblems(tour.id, values);
    if (!problems.date && dateProblem) problems.date = dateProblem;
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { booking, accessKey } = await createBooking(toCreateBooking(tour.id, values));
      storeBookingKey(booking.id, accessKey);
      navigate(`/payment/${booking.id}`);
    } catch (error) {
      setBusy(false);
      const byField = fieldErrors(error);
      if (error instanceof AuthClientError && error.status === 400 && Object.keys(byField).length > 0) {
        setErrors(byField);
      } else {
        setFailure(
          error instanceof Error ? error.message : 'The booking could not be made. Please try again.',
        );
      }
    }
  }

  return (
    <div className="flex-1 bg-slate-50/60">
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-10">
        <Link
          to={backHref}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Tour
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Complete your booking
        </h1>
        <p className="mt-1 text-slate-600">
          {tour.title} · {tour.location}
        </p>

        <form noValidate onSubmit={submit} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            {failure && <Banner title="This booking can't go ahead">{failure}</Banner>}

            <Card id="contact-heading" title="Contact Information">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Full name"
                  name="fullName"
                  autoComplete="name"
                  className="sm:col-span-2"
                  value={values.fullName}
                  error={errors.fullName}
                  onChange={(e) => set('fullName', e.target.value)}
                />
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  error={errors.email}
                  onChange={(e) => set('email', e.target.value)}
                />
                <TextField
                  label="Phone number"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  value={values.phone}
                  error={errors.phone}
                  onChange={(e) => set('phone', e.target.value)}
                />
              </div>
            </Card>

            <Card id="tour-details-heading" title="Tour Details">
              <div className="space-y-5">
                <div>
                  <TextField
                    id={dateId}
                    label="Date"
                    name="date"
                    type="date"
                    min={today}
                    max={addDays(today, BOOKABLE_DAYS_AHEAD - 1)}
                    value={values.date}
                    error={errors.date ?? dateProblem}
                    hint={
                      values.date
                        ? `${formatLongDate(values.date)}, starts ${formatStartTime(day?.startTime || tour.startTime)} (Belize time)`
                        : undefined
                    }
                    onChange={(e) => set('date', e.target.value)}
                  />
                </div>
                <div className="space-y-3">
                  <QuantityStepper
                    id={adultsId}
                    name="adults"
                    label="Adults"
                    unit="adult"
                    value={values.adults}
                    min={1}
                    max={MAX_ADULTS}
                    onChange={(n) => set('adults', n)}
                  />
                  {errors.adults && <p className="text-sm font-medium text-red-700">{errors.adults}</p>}
                  <QuantityStepper
                    id={childrenId}
                    name="children"
                    label="Children"
                    hint="Ages 2-12, 30% off"
                    unit="child"
                    value={values.children}
                    min={0}
                    max={MAX_CHILDREN}
                    onChange={(n) => set('children', n)}
                  />
                  {errors.children && <p className="text-sm font-medium text-red-700">{errors.children}</p>}
                </div>
                <TextField
                  label="Hotel pickup (optional)"
                  name="hotel"
                  autoComplete="off"
                  hint="Where should the provider pick you up?"
                  value={values.hotel}
                  error={errors.hotel}
                  onChange={(e) => set('hotel', e.target.value)}
                />
                <TextAreaField
                  label="Special requirements (optional)"
                  name="specialRequirements"
                  rows={3}
                  hint="Dietary needs, accessibility, celebrations…"
                  value={values.specialRequirements}
                  error={errors.specialRequirements}
                  onChange={(e) => set('specialRequirements', e.target.value)}
                />
                {tour.meetingPoint && (
                  <p className="text-sm text-slate-600">
                    <span className="font-medium text-slate-800">Meeting point:</span> {tour.meetingPoint}
                  </p>
                )}
              </div>
            </Card>
          </div>

          <aside className="space-y-4 lg:sticky lg:top-24 lg:h-fit">
            <Card id="booking-summary-heading" title="Booking Summary">
              <p className="mb-3 text-sm font-semibold text-slate-900">{tour.title}</p>
              {values.date && <p className="mb-3 text-sm text-slate-600">{formatLongDate(values.date)}</p>}
              <PriceSummary price={price} />
            </Card>
            <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
              {busy ? 'Holding your seats…' : 'Continue to Payment'}
              {!busy && <ArrowRight aria-hidden="true" className="size-5" />}
            </Button>
            <p className="text-center text-xs text-slate-500">
              Your seats are held for 15 minutes while you pay. Cancellations are refunded by our{' '}
              <Link to="/refund-policy" className="underline hover:text-brand-700">
                refund policy
              </Link>
              .
            </p>
          </aside>
        </form>
      </div>
    </div>
  );
}

function clampInt(value: number | undefined, min: number, max: number, fallback: number) {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

export function ErrorBoundary() {
  return (
    <TourErrorBoundary
      notFoundText="The tour you're trying to book doesn't exist or is no longer available."
      failureText="We could not load this booking. Please try again in a moment."
    />
  );
}
