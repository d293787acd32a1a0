import type { DealListResponse, GiftCardProduct } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Gift, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { ArrowLink } from '~/components/ui/arrow-link';
import type { ApiClient } from '~/lib/api-client';
import { formatPrice } from '~/lib/display';

/** How many matching deals the tour listing names beside its results. */
const MATCHING_DEALS = 3;

/** What else a tour search finds: a few deals and whether gift cards match. */
export interface AlsoMatching {
  deals: { id: string; title: string; price: number }[];
  giftCards: number;
}

/**
 * The deals and gift cards a tour search also finds (the deal search forgives typos too). Failing
 * look-ups leave the section out: the tours are what the page is for.
 */
export async function loadAlsoMatching(api: ApiClient, q: string): Promise<AlsoMatching | null> {
  if (!q) return null;
  const query = encodeURIComponent(q);
  const [deals, giftCards] = await Promise.all([
    api
      .get<DealListResponse>(`/api/deals?search=${query}&limit=${MATCHING_DEALS}`)
      .then((body) => body.deals.map(({ id, title, price }) => ({ id, title, price })))
      .catch(() => []),
    api
      .get<{ giftCards: GiftCardProduct[] }>(`/api/gift-cards?search=${query}`)
      .then((body) => body.giftCards.length)
      .catch(() => 0),
  ]);
  return deals.length > 0 || giftCards > 0 ? { deals, giftCards } : null;
}

/** A small section beside the tour results: the matching deals and a link to matching gift cards. */
export function AlsoMatchingSection({ q, matching }: { q: string; matching: AlsoMatching }) {
  const query = new URLSearchParams({ q }).toString();
  return (
    <section
      aria-labelledby="also-matching"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="also-matching" className="text-lg font-semibold text-slate-900">
        {m.wayfinding_also_matching({ query: q })}
      </h2>
      {matching.deals.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {matching.deals.map((deal) => (
            <li key={deal.id}>
              <Link
                to={`/deals/${deal.id}`}
                className="flex min-h-11 items-center gap-3 py-2 text-slate-800 hover:text-brand-700"
              >
                <Tag aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                <span className="min-w-0 flex-1">{deal.title}</span>
                <span className="shrink-0 font-semibold tabular-nums">{formatPrice(deal.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {matching.deals.length > 0 && (
          <ArrowLink to={`/deals?${query}`}>{m.wayfinding_all_matching_deals()}</ArrowLink>
        )}
        {matching.giftCards > 0 && (
          <Link
            to={`/giftcards?${query}`}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            <Gift aria-hidden="true" className="size-4" />
            {m.wayfinding_matching_gift_cards()}
          </Link>
        )}
      </p>
    </section>
  );
}
