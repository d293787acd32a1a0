import { m } from '@belizepass/domain/i18n';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { GiftCardItem } from './gift-card-item';
import type { MyGiftCard, MyStoredValue, MyVoucher } from './stored-value';
import { VoucherItem } from './voucher-item';

const PANEL = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';

/**
 * The Gift Cards & Vouchers tab: what the signed-in user has bought, with balances and codes, as the
 * account page's loader read it (`GET /api/me/gift-cards`).
 */
export function AccountStoredValue({ storedValue }: { storedValue: MyStoredValue }) {
  const { giftCards, vouchers } = storedValue;
  if (giftCards.length === 0 && vouchers.length === 0) return <NothingYet />;

  return (
    <div className="space-y-8">
      <GiftCards cards={giftCards} />
      <Vouchers vouchers={vouchers} />
    </div>
  );
}

function NothingYet() {
  return (
    <section aria-label={m.gifts_stored_value_label()} className={PANEL}>
      <div className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
        <Gift aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-medium text-slate-900">{m.gifts_stored_value_empty()}</p>
        <p className="mt-1 text-sm text-slate-600">{m.gifts_stored_value_empty_hint()}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/giftcards" className="min-h-11">
            {m.gifts_browse_gift_cards()}
          </ButtonLink>
          <ButtonLink to="/deals" variant="secondary" className="min-h-11">
            {m.gifts_browse_deals()}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function GiftCards({ cards }: { cards: MyGiftCard[] }) {
  return (
    <section aria-labelledby="gift-cards-title" className={PANEL}>
      <h2 id="gift-cards-title" className="text-xl font-semibold text-slate-900">
        {m.gifts_account_gift_cards()} <span className="font-normal text-slate-500">({cards.length})</span>
      </h2>
      {cards.length === 0 ? (
        <p className="mt-4 text-slate-600">
          {m.gifts_no_gift_cards_yet()}{' '}
          <Link to="/giftcards" className="font-medium text-brand-700 underline hover:text-brand-900">
            {m.gifts_browse_gift_cards_link()}
          </Link>
        </p>
      ) : (
        <ul
          aria-label={m.gifts_your_gift_cards()}
          className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
        >
          {cards.map((card) => (
            <GiftCardItem key={card.code} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Vouchers({ vouchers }: { vouchers: MyVoucher[] }) {
  return (
    <section aria-labelledby="vouchers-title" className={PANEL}>
      <h2 id="vouchers-title" className="text-xl font-semibold text-slate-900">
        {m.gifts_deal_vouchers()} <span className="font-normal text-slate-500">({vouchers.length})</span>
      </h2>
      {vouchers.length === 0 ? (
        <p className="mt-4 text-slate-600">
          {m.gifts_no_vouchers_yet()}{' '}
          <Link to="/deals" className="font-medium text-brand-700 underline hover:text-brand-900">
            {m.gifts_browse_deals_link()}
          </Link>
        </p>
      ) : (
        <ul
          aria-label={m.gifts_your_vouchers_list()}
          className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
        >
          {vouchers.map((voucher) => (
            <VoucherItem key={voucher.code} voucher={voucher} />
          ))}
        </ul>
      )}
    </section>
  );
}
