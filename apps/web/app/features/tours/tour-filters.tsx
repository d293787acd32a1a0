import {
  CATEGORIES,
  DIFFICULTIES,
  DURATION_RANGE_MAX_HOURS,
  formatDuration,
  LOCATIONS,
  PRICE_RANGE_MAX_DOLLARS,
  TOURIST_TYPES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SubmitBeforeHydration } from '~/components/forms/submit-before-hydration';
import { optionsWithAll, type SelectOption } from '~/components/ui/select-box';
import { useSyncedState } from '~/components/ui/use-synced-state';
import { formatPrice, localePrefix } from '~/lib/display';
import { ApplyFiltersButton, ResetFiltersLink } from './filter-actions';
import {
  availableOnRange,
  type ListingFilters,
  type ListingPreset,
  listingHref,
  PRICE_STEP_DOLLARS,
} from './listing-params';
import { RangeField } from './range-field';
import { fieldLabelClass, SelectField } from './select-field';
import { useListingNavigate } from './use-listing-navigation';

export const FILTER_FORM_ID = 'tour-filters';
const PANEL_ID = 'tour-filters-panel';
const TOGGLE_ID = 'tour-filters-toggle';
const SLIDER_DELAY_MS = 400;

/**
 * Without JavaScript the panel is always open and its Apply button submits the form; these rules
 * only take effect when scripts are off.
 */
export const NO_SCRIPT_CSS = `#${PANEL_ID}{display:block!important}#${TOGGLE_ID}{display:none!important}.nojs-show{display:inline-flex!important}.nojs-hide{display:none!important}`;

type ChoiceFilter = 'location' | 'category' | 'touristType' | 'difficulty';

/** The select filters, in the order they show, in the page's language. */
function selects(): { name: ChoiceFilter; id: string; label: string; options: SelectOption[] }[] {
  return [
    {
      name: 'location',
      id: 'filter-location',
      label: m.tours_filter_location(),
      options: optionsWithAll(m.tours_filter_all_locations(), LOCATIONS),
    },
    {
      name: 'category',
      id: 'filter-category',
      label: m.tours_filter_category(),
      options: optionsWithAll(m.tours_filter_all_categories(), CATEGORIES),
    },
    {
      name: 'touristType',
      id: 'filter-tourist-type',
      label: m.tours_filter_tourist_type(),
      options: optionsWithAll(m.tours_filter_all_types(), TOURIST_TYPES),
    },
    {
      name: 'difficulty',
      id: 'filter-difficulty',
      label: m.tours_filter_difficulty(),
      options: optionsWithAll(m.tours_filter_all_difficulties(), DIFFICULTIES),
    },
  ];
}

/** The price slider's value (dollars), shown in the visitor's currency. */
export function priceText(maxPrice: number): string {
  return maxPrice >= PRICE_RANGE_MAX_DOLLARS
    ? m.tours_filter_any_price()
    : m.tours_filter_up_to_price({ price: formatPrice(maxPrice * 100) });
}

export function durationText(maxDuration: number): string {
  if (maxDuration >= DURATION_RANGE_MAX_HOURS) return m.tours_filter_any_length();
  return m.tours_filter_up_to_hours({ count: maxDuration });
}

function activeCount(f: ListingFilters): number {
  return [
    f.location,
    f.category,
    f.touristType,
    f.difficulty,
    f.maxPrice < PRICE_RANGE_MAX_DOLLARS,
    f.maxDuration < DURATION_RANGE_MAX_HOURS,
    f.availableOn,
  ].filter(Boolean).length;
}

/**
 * The filter panel: a GET form, so it works without JavaScript. With JavaScript every change moves
 * the page to the new URL at once; the sliders wait until the visitor stops moving them.
 */
export function TourFilters({ preset, filters }: { preset: ListingPreset; filters: ListingFilters }) {
  const go = useListingNavigate(preset);
  // Follow the URL when it changes from outside the panel (back button, links, search).
  const [values, setValues] = useSyncedState(filters, listingHref(preset, filters));
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: ListingFilters) => {
    clearTimeout(timer.current);
    setValues(next);
    go({ ...next, page: 1 });
  };
  const change = (patch: Partial<ListingFilters>) => apply({ ...values, ...patch });
  const slide = (patch: Partial<ListingFilters>) => {
    const next = { ...values, ...patch };
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ ...next, page: 1 }), SLIDER_DELAY_MS);
  };

  const count = activeCount(filters);
  const resetHref = listingHref(preset, {
    ...filters,
    location: undefined,
    category: undefined,
    touristType: undefined,
    difficulty: undefined,
    maxPrice: PRICE_RANGE_MAX_DOLLARS,
    maxDuration: DURATION_RANGE_MAX_HOURS,
    availableOn: undefined,
    page: 1,
  });

  return (
    <section aria-labelledby="tour-filters-heading" className="md:sticky md:top-24">
      <button
        id={TOGGLE_ID}
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-800 shadow-sm md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-600" />
          {m.tours_filters()}
          {count > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
              {count}
              <span className="sr-only"> {m.tours_filters_active({ count })}</span>
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      <div
        id={PANEL_ID}
        className={`mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:mt-0 md:block ${open ? 'block' : 'hidden'}`}
      >
        <h2 id="tour-filters-heading" className="sr-only text-lg font-semibold md:not-sr-only md:mb-4">
          {m.tours_filters()}
        </h2>
        <form
          id={FILTER_FORM_ID}
          method="get"
          action={`${localePrefix()}${preset.path}`}
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            apply(values);
            setOpen(false);
            // On phones the panel folds away; keep focus on its (still visible) toggle.
            if (toggle.current?.offsetParent) toggle.current.focus();
          }}
        >
          {filters.q && <input type="hidden" name="q" value={filters.q} />}
          {selects().map(({ name, id, label, options }) => (
            <SelectField
              key={name}
              id={id}
              label={label}
              name={name}
              value={values[name] ?? ''}
              options={options}
              onChange={(v) => change({ [name]: v || undefined })}
            />
          ))}
          <RangeField
            id="filter-price"
            label={m.tours_filter_price()}
            name="maxPrice"
            min={0}
            max={PRICE_RANGE_MAX_DOLLARS}
            step={PRICE_STEP_DOLLARS}
            value={values.maxPrice}
            valueText={priceText(values.maxPrice)}
            scale={[formatPrice(0), formatPrice(PRICE_RANGE_MAX_DOLLARS * 100)]}
            onChange={(v) => slide({ maxPrice: v })}
          />
          <RangeField
            id="filter-duration"
            label={m.tours_filter_duration()}
            name="maxDuration"
            min={0}
            max={DURATION_RANGE_MAX_HOURS}
            step={1}
            value={values.maxDuration}
            valueText={durationText(values.maxDuration)}
            scale={[formatDuration(0), formatDuration(DURATION_RANGE_MAX_HOURS)]}
            onChange={(v) => slide({ maxDuration: v })}
          />
          <AvailableOnField value={values.availableOn} onChange={(v) => change({ availableOn: v })} />
          <div className="flex flex-wrap items-center gap-3 pt-1">
            {/* Filters apply as they change; the button is for browsers without JavaScript. */}
            <ApplyFiltersButton spanClassName="nojs-show" />
            <ResetFiltersLink to={resetHref} onClick={() => setOpen(false)}>
              {m.tours_filter_reset()}
            </ResetFiltersLink>
          </div>
        </form>
        <SubmitBeforeHydration formId={FILTER_FORM_ID} />
      </div>
    </section>
  );
}

/** "Available on": a day within the bookable window; the server answers with the tours that have seats. */
function AvailableOnField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { min, max } = availableOnRange();
  return (
    <div>
      <label htmlFor="filter-available-on" className={fieldLabelClass}>
        {m.tours_filter_available_on()}
      </label>
      <input
        id="filter-available-on"
        type="date"
        name="availableOn"
        min={min}
        max={max}
        value={value ?? ''}
        aria-describedby="filter-available-on-hint"
        onChange={(e) => {
          const day = e.target.value;
          // A half-typed date is empty or out of range: wait for a whole day within the window.
          if (day === '') onChange(undefined);
          else if (day >= min && day <= max) onChange(day);
        }}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <p id="filter-available-on-hint" className="mt-1 text-xs text-slate-500">
        {m.tours_filter_available_on_hint()}
      </p>
    </div>
  );
}
