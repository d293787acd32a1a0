import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { CATEGORY_TABS } from './deal-params';

/** Live deals per category, when they could be counted. */
export type CategoryCounts = Partial<Record<string, number>>;

/** The deal categories, each a link to /categories/{id} with its number of live deals. */
export function DealCategoryLinks({ counts }: { counts: CategoryCounts | null }) {
  return (
    <nav aria-label={m.gifts_deal_categories_nav()} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {/* contain-paint: a phone browser would otherwise widen the whole page to the row's scroll width. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 contain-paint sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {CATEGORY_TABS.map((tab) => {
          const count = tab.id === 'all' ? undefined : counts?.[tab.id];
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={`/categories/${tab.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {tab.label}
                {count !== undefined && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 tabular-nums">
                    {count}
                    <span className="sr-only"> {m.gifts_deal_count_sr({ count })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
