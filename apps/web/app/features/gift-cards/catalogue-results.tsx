import { GIFT_CARD_MESSAGES, type GiftCardProduct } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { CATALOGUE_PATH, type CatalogueFilters, catalogueHref } from './catalogue-params';
import { categoryLabel, useCatalogueLoading } from './catalogue-search';
import { GiftCardTile } from './gift-card-tile';

export type CatalogueResult = { ok: true; giftCards: GiftCardProduct[] } | { ok: false; message: string };

export const loadFailedMessage = () => m.gifts_load_failed();

/** Why nothing is shown: the search text when there is one, else the category. */
export function emptyMessage(filters: CatalogueFilters): string {
  const { search } = filters;
  if (filters.category === 'all') return search ? m.gifts_empty_search({ search }) : m.gifts_empty();
  const category = categoryLabel(filters.category);
  return search ? m.gifts_empty_search_in({ search, category }) : m.gifts_empty_in({ category });
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
      {/* grid-cols-1: a phone's one column is the screen's width, never its widest card's content. */}
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
            {m.gifts_try_again()}
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
        {m.gifts_showing({ count })}
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
          title={m.gifts_pass_cards_title()}
          subtitle={m.gifts_pass_cards_subtitle()}
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
