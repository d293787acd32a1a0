import type { GiftCardProduct } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { MapPin, Store } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import { englishLang } from '~/components/ui/in-english';
import { Spinner } from '~/components/ui/spinner';
import { GiftCardArt } from './gift-card-art';
import { priceLabel, priceLabelSpoken, usableAt } from './gift-card-format';

/** One card of the catalogue; the title link covers the whole tile. */
export function GiftCardTile({ card, priority = false }: { card: GiftCardProduct; priority?: boolean }) {
  const href = `/giftcards/${card.id}`;
  const navigation = useNavigation();
  const opening = navigation.state === 'loading' && navigation.location?.pathname === href;

  return (
    <article
      aria-busy={opening || undefined}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md"
    >
      <div className="relative">
        <GiftCardArt card={card} priority={priority} />
        {opening && (
          <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-white/70">
            <Spinner label={m.gifts_opening({ title: card.title })} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-1 pt-4 pb-1">
        {card.highlight && (
          <p className="w-fit rounded-full bg-sun-400/30 px-2.5 py-0.5 text-xs font-bold text-amber-900">
            {m.gifts_featured()}
          </p>
        )}
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={href}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-700"
          >
            <span {...englishLang(card.untranslated, 'title')}>{card.title}</span>
          </Link>
        </h3>
        <p className="text-sm text-slate-600" {...englishLang(card.untranslated, 'description')}>
          {card.description}
        </p>
        <div className="mt-auto space-y-1 pt-2 text-sm text-slate-600">
          <p className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span {...englishLang(card.untranslated, 'location')}>{card.location}</span>
          </p>
          <p className="flex items-center gap-1.5">
            <Store aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span>
              <span className="sr-only">{m.gifts_usable_at_sr()}</span>
              {usableAt(card)}
            </span>
          </p>
        </div>
        <p className="flex items-baseline justify-between gap-2 border-t border-slate-100 pt-3">
          <span className="text-sm text-slate-600">
            {card.price === null ? m.gifts_choose_amount() : m.gifts_value()}
          </span>
          <span className="text-lg font-bold text-slate-900">
            <span aria-hidden="true">{priceLabel(card)}</span>
            <span className="sr-only">{priceLabelSpoken(card)}</span>
          </span>
        </p>
      </div>
    </article>
  );
}
