import { m } from '@belizepass/domain/i18n';
import { WalletCards } from 'lucide-react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { PageHero } from '~/components/ui/page-hero';
import { BalanceCheck } from '~/features/gift-cards/balance-check';
import { readCatalogueFilters } from '~/features/gift-cards/catalogue-params';
import {
  type CatalogueResult,
  CatalogueResults,
  loadFailedMessage,
} from '~/features/gift-cards/catalogue-results';
import { CatalogueSearch } from '~/features/gift-cards/catalogue-search';
import { checkBalanceAction, loadGiftCards } from '~/features/gift-cards/gift-card-catalogue.server';
import { serverApi } from '~/lib/api-client';
import { cacheableUnless, loaderHeaders, shareMeta } from '~/lib/page';
import type { Route } from './+types/giftcards';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readCatalogueFilters(new URL(request.url).searchParams);
  let result: CatalogueResult;
  try {
    result = { ok: true, giftCards: (await loadGiftCards(serverApi(context), filters)).giftCards };
  } catch {
    result = { ok: false, message: loadFailedMessage() };
  }
  // A page showing the failure banner must not be kept by the server's page cache.
  return cacheableUnless(!result.ok, { filters, result });
}

/** The balance check posts here (a fetcher with JavaScript, a plain post without). */
export const action = ({ request, context }: Route.ActionArgs) => checkBalanceAction(context, request);

/** A balance check changes nothing in the catalogue. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export const headers = loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const search = loaderData?.filters.search;
  const title = search ? m.gifts_meta_title_search({ search }) : m.gifts_meta_title();
  return shareMeta({ title, description: m.gifts_meta_description(), ogTitle: m.gifts_og_title() });
}

export default function GiftCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, result } = loaderData;
  return (
    <div className="flex-1 bg-slate-50/60">
      <PageHero wide eyebrow={m.gifts_hero_eyebrow()} title={m.gifts_hero_title()} lead={m.gifts_hero_lead()}>
        <a
          href="#balance"
          className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <WalletCards aria-hidden="true" className="size-5" />
          {m.gifts_hero_balance_link()}
        </a>
      </PageHero>
      <CatalogueSearch filters={filters} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        <CatalogueResults filters={filters} result={result} />
        <BalanceCheck answer={actionData} />
      </div>
    </div>
  );
}
