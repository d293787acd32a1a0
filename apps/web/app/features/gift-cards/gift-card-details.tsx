import type { GiftCardProduct } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarClock, Check, MapPin, Store } from 'lucide-react';
import { englishLang, InEnglish } from '~/components/ui/in-english';
import { usableAt } from './gift-card-format';

/** Long description, 'Valid for', where it can be used and the card's features. */
export function GiftCardDetails({ card }: { card: GiftCardProduct }) {
  return (
    <section aria-labelledby="details-heading" className="space-y-6">
      <div>
        <h2 id="details-heading" className="text-xl font-bold text-slate-900">
          {m.gifts_about_heading()}
        </h2>
        <InEnglish untranslated={card.untranslated} field="longDescription">
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{card.longDescription}</p>
        </InEnglish>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <CalendarClock aria-hidden="true" className="size-4 text-brand-600" />
            {m.gifts_valid_for()}
          </dt>
          <dd
            className="mt-1 font-semibold text-slate-900"
            {...englishLang(card.untranslated, 'validityPeriod')}
          >
            {card.validityPeriod}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Store aria-hidden="true" className="size-4 text-brand-600" />
            {m.gifts_usable_at()}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{usableAt(card)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 text-brand-600" />
            {m.gifts_location()}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900" {...englishLang(card.untranslated, 'location')}>
            {card.location}
          </dd>
        </div>
      </dl>
      {card.features.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.gifts_whats_included()}</h3>
          <InEnglish untranslated={card.untranslated} field="features">
            <ul className="mt-3 space-y-2">
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </InEnglish>
        </div>
      )}
    </section>
  );
}
