import { DEAL_CATEGORIES, DEAL_SORTS, type DealSort, LOCATIONS } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { optionsWithAll } from '~/components/ui/select-box';
import { TitledSection } from '~/components/ui/titled-section';
import { useSyncedState } from '~/components/ui/use-synced-state';
import { ApplyFiltersButton, ResetFiltersLink } from '~/features/tours/filter-actions';
import { SelectField } from '~/features/tours/select-field';
import { formatPrice } from '~/lib/display';
import {
  clearedHref,
  type DealListingView,
  dealCategoryLabel,
  dealSortLabel,
  dealsHref,
  type DealFilters as Filters,
  hasActiveFilters,
  PRICE_LIMITS,
} from './deal-params';
import { useDealsNavigate } from './use-deals-navigation';

const FORM_ID = 'deal-filters';

/** Only without JavaScript: the Apply button shows (with scripts every change applies at once). */
export const DEALS_NO_SCRIPT_CSS = '.deals-nojs-show{display:inline-flex!important}';

const categoryOptions = () =>
  optionsWithAll(
    m.gifts_deal_all_categories(),
    DEAL_CATEGORIES.map((c) => ({ slug: c.slug, name: dealCategoryLabel(c.slug) })),
  );
const locationOptions = () => optionsWithAll(m.gifts_deal_all_locations(), LOCATIONS);
const sortOptions = () => DEAL_SORTS.map((s) => ({ value: s.slug, label: dealSortLabel(s.slug) }));

function priceOptions(current: number | undefined) {
  const limits: number[] = [...PRICE_LIMITS];
  if (current && !limits.includes(current)) limits.push(current);
  return [
    { value: '', label: m.gifts_deal_any_price() },
    ...limits
      .sort((a, b) => a - b)
      .map((n) => ({ value: String(n), label: m.gifts_deal_up_to_price({ price: formatPrice(n * 100) }) })),
  ];
}

/**
 * Category (not on category pages), location, price limit and sort: a GET form, so it works
 * without JavaScript; with JavaScript each change moves the page to the new URL at once.
 */
export function DealFilters({ view, filters }: { view: DealListingView; filters: Filters }) {
  const go = useDealsNavigate(view);
  // The choices show at once, while the page loads the results.
  const [values, setValues] = useSyncedState(filters, dealsHref(view, filters));
  const change = (patch: Partial<Filters>) => {
    const next = { ...values, ...patch, page: 1 };
    setValues(next);
    go(next);
  };
  // A filter of the catalogue lists, empty for "all".
  const choice = (name: 'category' | 'location') => ({
    name,
    value: values[name] ?? '',
    onChange: (v: string) => change({ [name]: v || undefined }),
  });
  const active = hasActiveFilters(filters, view);

  return (
    <TitledSection
      id="deal-filters-heading"
      title={m.gifts_deal_filters()}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      titleClassName="sr-only"
    >
      <form
        id={FORM_ID}
        method="get"
        action={view.path}
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const price = Number(form.get('maxPrice'));
          change({
            category: view.isCategoryPage
              ? view.category
              : ((form.get('category') || undefined) as Filters['category']),
            location: (form.get('location') || undefined) as Filters['location'],
            maxPrice: price > 0 ? price : undefined,
            sort: (form.get('sort') as DealSort | null) ?? values.sort,
          });
        }}
        className={`grid grid-cols-2 gap-3 ${view.isCategoryPage ? 'md:grid-cols-3' : 'md:grid-cols-4'}`}
      >
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        {!view.isCategoryPage && (
          <SelectField
            id="deal-filter-category"
            label={m.gifts_deal_category()}
            options={categoryOptions()}
            className="col-span-2 md:col-span-1"
            {...choice('category')}
          />
        )}
        <SelectField
          id="deal-filter-location"
          label={m.gifts_deal_location()}
          options={locationOptions()}
          {...choice('location')}
        />
        <SelectField
          id="deal-filter-price"
          label={m.gifts_deal_price()}
          name="maxPrice"
          value={values.maxPrice ? String(values.maxPrice) : ''}
          options={priceOptions(values.maxPrice)}
          onChange={(v) => change({ maxPrice: v ? Number(v) : undefined })}
        />
        <SelectField
          id="deal-sort"
          label={m.gifts_deal_sort_by()}
          name="sort"
          value={values.sort}
          options={sortOptions()}
          className="col-span-2 md:col-span-1"
          onChange={(v) => change({ sort: v as DealSort })}
        />
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <ApplyFiltersButton spanClassName="deals-nojs-show mt-3" form={FORM_ID} />
        {active && (
          <ResetFiltersLink to={clearedHref(view, filters)} className="mt-3">
            {m.gifts_deal_clear_filters()}
          </ResetFiltersLink>
        )}
      </div>
    </TitledSection>
  );
}
