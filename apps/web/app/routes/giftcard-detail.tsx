import { GIFT_CARD_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { englishLang, InEnglishNote } from '~/components/ui/in-english';
import { JsonLd } from '~/components/ui/json-ld';
import { RouteErrorPanel } from '~/components/ui/not-found-panel';
import { GiftCardArt } from '~/features/gift-cards/gift-card-art';
import { loadGiftCardOr404 } from '~/features/gift-cards/gift-card-catalogue.server';
import { GiftCardDetails } from '~/features/gift-cards/gift-card-details';
import { priceLabel, priceLabelSpoken } from '~/features/gift-cards/gift-card-format';
import { GiftCardPurchase } from '~/features/gift-cards/gift-card-purchase';
import { giftCardPurchaseAction } from '~/features/gift-cards/gift-card-purchase.server';
import { giftCardJsonLd } from '~/features/gift-cards/gift-card-structured-data';
import { serverApi } from '~/lib/api-client';
import { localePrefix } from '~/lib/display';
import { missingPageMeta, shareMeta } from '~/lib/page';
import type { Route } from './+types/giftcard-detail';

/**
 * The same page for every visitor, so the server caches it; the purchase steps are posts to the
 * action, rendered for the visitor who made them (posts are never cached).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const card = await loadGiftCardOr404(serverApi(context), params.id);
  return { card, origin: context.publicUrl };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const card = await loadGiftCardOr404(serverApi(context), params.id);
  return giftCardPurchaseAction(context, request, card.id);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return missingPageMeta(error, GIFT_CARD_MESSAGES.notFound);
  const { card, origin } = loaderData;
  return shareMeta({
    title: m.gifts_detail_meta_title({ title: card.title }),
    description: card.description,
    ogTitle: card.title,
    image: new URL(card.image, origin).href,
    type: 'product',
    url: `${origin}${localePrefix()}/giftcards/${card.id}`,
  });
}

export default function GiftCardDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { card, origin } = loaderData;
  return (
    <div className="flex-1 bg-slate-50/60">
      <JsonLd data={giftCardJsonLd(card, origin)} />
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 md:py-8 lg:px-8">
        <Breadcrumb trail={[{ to: '/giftcards', label: m.gifts_hero_title() }]} current={card.title} />

        {/* On a phone the purchase form comes right after the card; on a desktop it sits beside it all. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
          <div className="min-w-0 space-y-8">
            <header>
              <h1
                className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
                {...englishLang(card.untranslated, 'title')}
              >
                {card.title}
              </h1>
              <InEnglishNote untranslated={card.untranslated} field="title" className="mt-1" />
              <p className="mt-2 text-lg text-slate-600" {...englishLang(card.untranslated, 'description')}>
                {card.description}
              </p>
              <p className="mt-3 text-2xl font-bold text-slate-900">
                <span aria-hidden="true">{priceLabel(card)}</span>
                <span className="sr-only">{priceLabelSpoken(card)}</span>
              </p>
            </header>
            <div className="mx-auto max-w-xl lg:mx-0">
              <GiftCardArt card={card} size="lg" priority />
            </div>
          </div>
          <aside
            aria-label={m.gifts_purchase_label()}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <GiftCardPurchase key={card.id} card={card} answer={actionData} />
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <GiftCardDetails card={card} />
          </div>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPanel
      notFoundTitle={GIFT_CARD_MESSAGES.notFound}
      notFoundText={GIFT_CARD_MESSAGES.notFoundText}
      failureText={m.gifts_detail_load_failed()}
      linkTo="/giftcards"
      linkLabel={m.gifts_back_to_gift_cards()}
    />
  );
}
