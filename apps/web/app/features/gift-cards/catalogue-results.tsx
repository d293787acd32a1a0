import { GIFT_CARD_CATEGORIES, GIFT_CARD_MESSAGES, type GiftCardProduct } from '@belizepass/domain';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { CATALOGUE_PATH, type CatalogueFilters, catalogueHref } from './catalogue-params';
import { useCatalogueLoading } from './catalogue-search';
import { GiftCardTile } from './gift-card-tile';

export type CatalogueResult = { ok: true; giftCards: GiftCardProduct[] } | { ok: false; message: string };

export const LOAD_FAILED_MESSAGE = 'Failed to load gift cards. Please try again later.';

const categoryName = (filters: CatalogueFilters) =>
  GIFT_CARD_CATEGORIES.find((c) => c.slug === filters.category)?.name ?? 'All Cards';

/** Why nothing is shown: the search text when there is one, else the category. */
export function emptyMessage(filters: CatalogueFilters): string {
  const where = filters.category === 'all' ? '' : ` in ${categoryName(filters)}`;
  if (filters.search) {
    return `No gift cards match “${filters.search}”${where}. Try a different search or another category.`;
  }
  return `There are no gift cards${where} right now. Try another category.`;
}

function Section({
  id,
  title,
  subtitle,
  cards,
  firstIsPriority,
}: {
  id: string;
  title: string;
  subtitle: string;
  cards: GiftCardProduct[];
  firstIsPriority: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-600">{subtitle}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, i) => (
          <li key={card.id}>
            <GiftCardTile card={card} priority={firstIsPriority && i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pass cards first, then the merchants' cards with the highlighted ones leading. */
export function CatalogueResults({
  filters,
  result,
}: {
  filters: CatalogueFilters;
  result: CatalogueResult;
}) {
  const loading = useCatalogueLoading();

  if (!result.ok) {
    return (
      <Banner
        action={
          <Link
            to={catalogueHref(filters)}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            Try again
          </Link>
        }
      >
        {result.message}
      </Banner>
    );
  }

  const passCards = result.giftCards.filter((card) => card.type === 'belizepass');
  const merchantCards = result.giftCards
    .filter((card) => card.type === 'merchant')
    .sort((a, b) => Number(b.highlight) - Number(a.highlight));
  const count = result.giftCards.length;

  return (
    <div aria-busy={loading} className={`space-y-12 ${loading ? 'opacity-60 transition-opacity' : ''}`}>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`Showing ${count} ${count === 1 ? 'gift card' : 'gift cards'}`}
      </p>
      {count === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{GIFT_CARD_MESSAGES.noneFound}</h2>
          <p className="mt-2 text-slate-600">{emptyMessage(filters)}</p>
          <ButtonLink to={CATALOGUE_PATH} preventScrollReset className="mt-6">
            {GIFT_CARD_MESSAGES.clearFilters}
          </ButtonLink>
        </div>
      )}
      {passCards.length > 0 && (
        <Section
          id="pass-cards-heading"
          title="BelizePass Gift Cards"
          subtitle="One card for every tour, restaurant, hotel and spa on BelizePass. They never expire."
          cards={passCards}
          firstIsPriority
        />
      )}
      {merchantCards.length > 0 && (
        <Section
          id="merchant-cards-heading"
          title={GIFT_CARD_MESSAGES.featuredTitle}
          subtitle={GIFT_CARD_MESSAGES.featuredSubtitle}
          cards={merchantCards}
          firstIsPriority={passCards.length === 0}
        />
      )}
    </div>
  );
}
