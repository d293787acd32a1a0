import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { availabilityMessage } from '../packages/domain/src/availability.ts';
import { formatLongDate } from '../packages/domain/src/belize-time.ts';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { formatUsd, type ParkFee, quoteBooking } from '../packages/domain/src/money/prices.ts';
import { chooseDay } from './fixtures/booking-helpers';
import { waitForHydration } from './fixtures/deal-helpers';

interface ListBody {
  tours: { id: string; title: string; reviewCount: number; photos: string[]; schedule_details: string }[];
  pagination: { pages: number };
}
interface Detail {
  id: string;
  title: string;
  price: number;
  images: { url: string }[];
  reviewCount: number;
  description: string;
  parkFee: { adult: number; child: number; payment: ParkFee['payment'] } | null;
}
interface Day {
  date: string;
  startTime: string;
  status: 'available' | 'few-left' | 'sold-out' | 'closed' | 'not-running';
  seatsLeft: number;
}
interface Reviews {
  reviews: { id: string; userName: string; rating: number }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

let listing: Promise<ListBody['tours']> | undefined;

/** Every published tour, fetched once per worker. */
function allTours(request: APIRequestContext): Promise<ListBody['tours']> {
  listing ??= (async () => {
    const tours: ListBody['tours'] = [];
    for (let page = 1; ; page++) {
      const body = await json<ListBody>(request, `/api/tours?limit=50&page=${page}`);
      tours.push(...body.tours);
      if (page >= body.pagination.pages) return tours;
    }
  })();
  return listing;
}

/** A published tour with at least six reviews and several photos, found through the API. */
async function reviewedTour(request: APIRequestContext): Promise<Detail> {
  const hit = (await allTours(request)).find((t) => t.reviewCount >= 6 && t.photos.length >= 2);
  if (!hit) throw new Error('No tour with six reviews and two photos in the demo data');
  return json<Detail>(request, `/api/tours/${hit.id}`);
}

async function availability(request: APIRequestContext, id: string): Promise<Day[]> {
  return (await json<{ dates: Day[] }>(request, `/api/tours/${id}/availability`)).dates;
}

/** The booking box has hydrated: its calendar drives the hidden date field only the script renders. */
const waitForBookingBox = (page: Page) =>
  waitForHydration(page, 'form[action^="/booking/"] input[type="hidden"][name="date"]');

test.describe('tour detail', () => {
  test('gallery viewer works with the keyboard', async ({ page, request }) => {
    const tour = await reviewedTour(request);
    const count = tour.images.length;
    await page.goto(`/tours/${tour.id}`);
    await waitForBookingBox(page);
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();

    const opener = page.getByRole('link', { name: `Open photo 1 of ${count} full screen` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('reviews load three more and change order', async ({ page, request }) => {
    const tour = await reviewedTour(request);
    const lowest = await json<Reviews>(request, `/api/tours/${tour.id}/reviews?sort=lowest&limit=3`);
    await page.goto(`/tours/${tour.id}`);
    await waitForBookingBox(page);

    const list = page.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('article')).toHaveCount(3);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(list.getByRole('article')).toHaveCount(Math.min(6, tour.reviewCount));

    await page.getByLabel('Sort reviews').selectOption({ label: 'Lowest Rating' });
    await expect(list.getByRole('article')).toHaveCount(Math.min(3, tour.reviewCount));
    await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(
      lowest.reviews[0]!.userName,
    );
    await expect(list.getByRole('article').first().getByRole('img')).toHaveAccessibleName(
      `${lowest.reviews[0]!.rating} out of 5 stars`,
    );
  });

  test('booking an available date for 2 adults and 1 child', async ({ page, request }) => {
    const tour = await reviewedTour(request);
    const days = await availability(request, tour.id);
    const day = days.find((d) => d.status === 'available' || d.status === 'few-left');
    expect(day, 'the tour has a bookable date').toBeTruthy();
    const fee = tour.parkFee;
    const { totalCents } = quoteBooking({
      priceCents: tour.price,
      adults: 2,
      children: 1,
      parkFee: fee && { adultCents: fee.adult, childCents: fee.child, payment: fee.payment },
    });
    const total = formatUsd(totalCents, { cents: true });

    await page.goto(`/tours/${tour.id}`);
    await waitForBookingBox(page);
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toBeDisabled();

    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await bookNow.click({ force: true });
    await expect.poll(() => alerts).toEqual([MESSAGES.selectDate]);
    // The box keeps the party in the address (decision 030); the page itself stays.
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.id}(\\?[^/]*)?$`));

    await chooseDay(page, day!.date);
    await expect(page.getByRole('region', { name: 'Book this tour' }).getByRole('status')).toContainText(
      availabilityMessage(day),
    );
    // The party starts at the tour's group minimum (decision 030): adults are added up to two.
    const startAdults = Math.max(1, (tour as Detail & { groupSize: { min: number } }).groupSize.min);
    await expect(page.getByLabel('Adults', { exact: true })).toHaveValue(String(startAdults));
    for (let n = startAdults; n < 2; n++) await page.getByRole('button', { name: 'Add one adult' }).click();
    await page.getByRole('button', { name: 'Add one child' }).click();
    await expect(page.getByLabel('Adults', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Children', { exact: true })).toHaveValue('1');
    const booking = page.getByRole('region', { name: 'Book this tour' });
    await expect(booking.getByText(total, { exact: true })).toBeVisible();
    await expect(booking.getByText('Free', { exact: true })).toBeVisible();

    await expect(bookNow).toBeEnabled();
    await bookNow.click();
    // The booking page is asked for the departure: the date, its start time and the party.
    await expect(page).toHaveURL(
      new RegExp(
        `/booking/${tour.id}\\?date=${day!.date}&time=${encodeURIComponent(day!.startTime)}&adults=2&children=1$`,
      ),
    );
    const details = page.getByRole('region', { name: 'Tour Details' });
    await expect(details.getByLabel('Date')).toHaveValue(day!.date);
    await expect(details.getByText(formatLongDate(day!.date)).first()).toBeVisible();
    await expect(details.getByLabel('Adults')).toHaveValue('2');
    await expect(details.getByLabel('Children')).toHaveValue('1');
    await expect(page.getByRole('region', { name: 'Booking Summary' }).getByText(total)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Tour' }).first()).toHaveAttribute(
      'href',
      new RegExp(`^/tours/${tour.id}`),
    );
  });

  test('an unavailable date disables Book Now', async ({ page, request }) => {
    // Tours that do not run every day have dates they cannot be booked on.
    const tours = (await allTours(request)).sort(
      (a, b) => Number(a.schedule_details === 'Daily') - Number(b.schedule_details === 'Daily'),
    );
    let target: { id: string; day: Day } | undefined;
    for (const t of tours.slice(0, 5)) {
      const day = (await availability(request, t.id)).find(
        (d) => d.status !== 'available' && d.status !== 'few-left',
      );
      if (day) {
        target = { id: t.id, day };
        break;
      }
    }
    expect(target, 'some tour has a date it cannot be booked on').toBeTruthy();

    // The day comes in the address (a listing's "available on"): the calendar opens on it.
    await page.goto(`/tours/${target!.id}?date=${target!.day.date}`);
    await waitForBookingBox(page);
    await expect(page.getByRole('region', { name: 'Book this tour' }).getByRole('status')).toHaveText(
      availabilityMessage(target!.day),
    );
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  test('an unknown tour shows Tour Not Found with a 404', async ({ page }) => {
    const response = await page.goto('/tours/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Tour Not Found/);
    await page.getByRole('link', { name: 'Browse all tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);

    const malformed = await page.goto('/tours/not-a-tour');
    expect(malformed?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Not Found' })).toBeVisible();
  });

  test('the page carries its title, Open Graph tags and structured data', async ({ page, request }) => {
    const tour = await reviewedTour(request);
    await page.goto(`/tours/${tour.id}`);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(tour.title)));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', tour.title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.priceCurrency).toBe('USD');
    expect(ld.aggregateRating.reviewCount).toBe(tour.reviewCount);
  });
});

test.describe('tour detail without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the content and books through the plain form', async ({ page, request }) => {
    const tour = await reviewedTour(request);
    const day = (await availability(request, tour.id)).find((d) => d.status === 'available');
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this tour' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Photos', exact: true }).getByRole('link')).toHaveCount(
      tour.images.length,
    );
    await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('article')).toHaveCount(3);

    await page.getByLabel('Date', { exact: true }).fill(day!.date);
    await page.getByLabel('Adults', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?date=${day!.date}&adults=2&children=0`));
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
  });
});
