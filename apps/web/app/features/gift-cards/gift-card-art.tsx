import type { GiftCardProduct } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Gift } from 'lucide-react';
import { priceLabel, usableAt } from './gift-card-format';

type ArtCard = Pick<
  GiftCardProduct,
  'title' | 'image' | 'color' | 'textColor' | 'price' | 'minAmount' | 'maxAmount' | 'type' | 'merchant'
>;

/**
 * The card itself as a picture: the card's own colours, its artwork fading in from the right, the
 * title and the price (or the amount chosen). Decorative for screen readers, which get the same
 * facts as text around it.
 */
export function GiftCardArt({
  card,
  amount,
  size = 'md',
  priority = false,
}: {
  card: ArtCard;
  /** Shown instead of the price, e.g. the amount picked in the purchase form. */
  amount?: string;
  size?: 'md' | 'lg';
  priority?: boolean;
}) {
  const big = size === 'lg';
  return (
    <div
      aria-hidden="true"
      className="relative aspect-[1.586] w-full overflow-hidden rounded-2xl shadow-md ring-1 ring-black/5"
      style={{ backgroundColor: card.color, color: card.textColor }}
    >
      <img
        src={card.image}
        alt=""
        width={600}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute inset-y-0 right-0 h-full w-3/4 object-cover"
      />
      <div
        className="absolute inset-0"
        style={{
          background: `linear-gradient(90deg, ${card.color} 30%, color-mix(in srgb, ${card.color} 75%, transparent) 55%, transparent 100%)`,
        }}
      />
      <div className={`relative flex h-full flex-col justify-between ${big ? 'p-6 sm:p-8' : 'p-4 sm:p-5'}`}>
        <div className="flex items-center gap-2">
          <Gift className={`shrink-0 ${big ? 'size-6' : 'size-5'}`} />
          <span className={`font-bold tracking-tight ${big ? 'text-lg' : 'text-base'}`}>BelizePass</span>
          <span className="ml-auto min-w-0 truncate rounded-full bg-black/20 px-2.5 py-0.5 text-xs font-semibold">
            {card.type === 'belizepass' ? m.gifts_pass_card() : usableAt(card)}
          </span>
        </div>
        <div className="max-w-[75%]">
          <p className={`leading-tight font-semibold ${big ? 'text-xl sm:text-2xl' : 'text-base'}`}>
            {card.title}
          </p>
          <p className={`mt-1 font-bold tabular-nums ${big ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}>
            {amount ?? priceLabel(card)}
          </p>
        </div>
      </div>
    </div>
  );
}
