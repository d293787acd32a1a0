import { GIFT_CARD_CATEGORIES, GIFT_CARD_MESSAGES, type GiftCardCategory } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link, useNavigate, useNavigation } from 'react-router';
import { SearchBox } from '~/components/forms/search-box';
import { Spinner } from '~/components/ui/spinner';
import { CATALOGUE_PATH, type CatalogueFilters, catalogueHref, MAX_SEARCH_LENGTH } from './catalogue-params';

const CATEGORY_LABELS: Record<GiftCardCategory, () => string> = {
  all: () => m.gifts_category_all(),
  restaurants: () => m.gifts_category_restaurants(),
  hotels: () => m.gifts_category_hotels(),
  activities: () => m.gifts_category_activities(),
};

/** A catalogue category's button text, in the page's language. */
export const categoryLabel = (category: GiftCardCategory) => CATEGORY_LABELS[category]();

/** True while the catalogue itself is loading other filters. */
export function useCatalogueLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location?.pathname === CATALOGUE_PATH;
}

/**
 * The sticky bar of the catalogue: the search box (a GET form, so it works before the page's
 * script has loaded) and the category buttons, which are links keeping the current search.
 */
export function CatalogueSearch({ filters }: { filters: CatalogueFilters }) {
  const navigate = useNavigate();
  const loading = useCatalogueLoading();

  return (
    <div className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:px-8">
        <SearchBox
          landmark={m.gifts_search_landmark()}
          className="lg:w-[28rem]"
          compact
          inputId="gift-card-search"
          label={m.gifts_search_label()}
          placeholder={GIFT_CARD_MESSAGES.searchPlaceholder}
          action={CATALOGUE_PATH}
          query={filters.search}
          clearHref={catalogueHref({ ...filters, search: '' })}
          maxLength={MAX_SEARCH_LENGTH}
          onSearch={(search) => navigate(catalogueHref({ ...filters, search }), { preventScrollReset: true })}
        >
          {/* After the search box, so a submit before the page's script has loaded gives the same address. */}
          {filters.category !== 'all' && <input type="hidden" name="category" value={filters.category} />}
        </SearchBox>
        <div className="flex items-center gap-3">
          <nav aria-label={m.gifts_categories_label()} className="-mx-1 min-w-0 flex-1 overflow-x-auto">
            <ul className="flex gap-2 px-1 py-1">
              {GIFT_CARD_CATEGORIES.map((category) => {
                const current = category.slug === filters.category;
                return (
                  <li key={category.slug}>
                    <Link
                      to={catalogueHref({ ...filters, category: category.slug })}
                      preventScrollReset
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm sm:px-4 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                        current
                          ? 'border-brand-600 bg-brand-600 text-white'
                          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                      }`}
                    >
                      {categoryLabel(category.slug)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {loading && <Spinner label={m.gifts_loading()} className="size-5" />}
        </div>
      </div>
    </div>
  );
}
