import { formatDuration } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { formatPrice } from '~/lib/display';

export interface WidgetTour {
  id: string;
  title: string;
  location: string;
  durationHours: number;
  price: number;
  image: string | null;
}

/** The operator's published tours, each opening its calendar in the widget. */
export function WidgetTourList({
  tours,
  tourHref,
}: {
  tours: WidgetTour[];
  tourHref: (id: string) => string;
}) {
  if (tours.length === 0) {
    return <p className="px-4 py-8 text-center text-slate-600">{m.widget_no_tours()}</p>;
  }
  return (
    <div className="px-4 py-5">
      <h1 className="text-xl font-bold text-slate-900">{m.widget_tours_heading()}</h1>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {tours.map((tour) => (
          <li key={tour.id} className="overflow-hidden rounded-xl border border-slate-200">
            {tour.image && <img src={tour.image} alt="" className="aspect-[16/9] w-full object-cover" />}
            <div className="space-y-1 p-4">
              <h2 className="font-semibold text-slate-900">{tour.title}</h2>
              <p className="text-sm text-slate-600">
                {tour.location} · {formatDuration(tour.durationHours)}
              </p>
              <p className="text-sm text-slate-700">
                {m.widget_from_price({ price: formatPrice(tour.price) })}
              </p>
              <Link
                to={tourHref(tour.id)}
                className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
                aria-label={m.widget_book_tour({ tour: tour.title })}
              >
                {m.widget_book()}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
