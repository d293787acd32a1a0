import { TOUR_SORTS, type TourSort } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { buttonClass } from '~/components/ui/button';
import type { ListingFilters, ListingPreset } from './listing-params';
import { SelectField } from './select-field';
import { FILTER_FORM_ID } from './tour-filters';
import { useListingNavigate } from './use-listing-navigation';

/** Sort order of the results; it belongs to the filter form so a no-script submit carries it too. */
export function TourSortSelect({ preset, filters }: { preset: ListingPreset; filters: ListingFilters }) {
  const go = useListingNavigate(preset);
  return (
    <div className="flex items-end gap-2">
      <SelectField
        id="tour-sort"
        label={m.tours_sort_by()}
        name="sort"
        form={FILTER_FORM_ID}
        value={filters.sort}
        options={TOUR_SORTS.map((s) => ({ value: s.slug, label: s.name }))}
        onChange={(v) => go({ ...filters, sort: v as TourSort, page: 1 })}
        className="min-w-52"
      />
      <span className="nojs-show hidden">
        <button
          type="submit"
          form={FILTER_FORM_ID}
          className={buttonClass({ variant: 'secondary', size: 'sm' }, 'py-2')}
        >
          {m.tours_sort_button()}
        </button>
      </span>
    </div>
  );
}
