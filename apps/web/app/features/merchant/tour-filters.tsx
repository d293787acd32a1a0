import {
  CATEGORIES,
  CATEGORY_SLUGS,
  type CategorySlug,
  MERCHANT_TOUR_STATUSES,
  type MerchantTourStatus,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useId } from 'react';
import { SearchField } from '~/components/forms/search-box';
import { optionsWithAll } from '~/components/ui/select-box';
import { FilterForm, FilterSelect } from './console-ui';

/** The dialogs of My Tours, by search parameter: the tour form, the delete confirmation, the dates. */
export const TOUR_DIALOGS = ['tour', 'delete', 'dates'] as const;

export interface TourFilterValues {
  search: string;
  status: MerchantTourStatus | '';
  category: CategorySlug | '';
}

/** The filters of My Tours from the URL (`?q=&status=&category=`); unknown values are ignored. */
export function readTourFilters(params: URLSearchParams): TourFilterValues {
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  return {
    search: (params.get('q') ?? '').trim().slice(0, 100),
    status: (MERCHANT_TOUR_STATUSES as readonly string[]).includes(status)
      ? (status as MerchantTourStatus)
      : '',
    category: (CATEGORY_SLUGS as readonly string[]).includes(category) ? (category as CategorySlug) : '',
  };
}

/** Search box ('Search tours...'), status and category filters of My Tours. */
export function TourFilters({ values }: { values: TourFilterValues }) {
  const searchId = useId();
  const statusOptions = [
    { value: '', label: m.merchant_all_statuses() },
    { value: 'active', label: m.merchant_tour_active() },
    { value: 'draft', label: m.merchant_tour_draft() },
  ];
  return (
    <FilterForm
      label={m.merchant_filter_tours()}
      className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-center"
    >
      <SearchField
        id={searchId}
        label={m.merchant_search_tours()}
        className="relative"
        placeholder={m.merchant_search_tours_placeholder()}
        defaultValue={values.search}
        maxLength={100}
        inputClassName="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
      <FilterSelect label={m.merchant_status()} name="status" value={values.status} options={statusOptions} />
      <FilterSelect
        label={m.merchant_fact_category()}
        name="category"
        value={values.category}
        options={optionsWithAll(m.merchant_all_categories(), CATEGORIES)}
      />
    </FilterForm>
  );
}
