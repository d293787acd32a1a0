import { BadgeCheck, Banknote, CalendarCheck, QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const BENEFITS = [
  { Icon: BadgeCheck, text: 'List your tours and offers with photos, itineraries and prices.' },
  { Icon: CalendarCheck, text: 'See upcoming bookings and guest details in one dashboard.' },
  { Icon: QrCode, text: 'Check guests in by QR code or confirmation code.' },
  { Icon: Banknote, text: 'No upfront cost: a commission only on what you sell.' },
];

export default function MerchantRegister() {
  return (
    <>
      <PageMeta
        title="Merchant Sign Up"
        description="Apply to sell your tours and offers to visitors on BelizePass. No upfront cost."
      />
      <PageHero
        eyebrow="For merchants"
        title="Merchant Sign Up"
        lead="Sell your tours and offers to visitors planning their Belize trip. Every application is reviewed by our team in Belize City."
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="merchant-benefits">
          <h2 id="merchant-benefits" className="text-xl font-semibold text-slate-900">
            What you get
          </h2>
          <ul className="mt-4 space-y-4">
            {BENEFITS.map(({ Icon, text }) => (
              <li key={text} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-2 text-slate-700">{text}</span>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="apply"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="apply" className="text-xl font-semibold text-slate-900">
            Apply to sell
          </h2>
          <div className="mt-4">
            <Banner tone="info">
              Merchant applications are not open on this site yet. To talk to us about listing your business,
              email{' '}
              <a href="mailto:partners@belizepass.bz" className="font-semibold underline">
                partners@belizepass.bz
              </a>
              .
            </Banner>
          </div>
          <div className="mt-6 flex flex-col gap-3">
            <ButtonLink to="/how-it-works" size="lg" className="min-h-12">
              How it Works
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary" size="lg" className="min-h-12">
              Contact us
            </ButtonLink>
          </div>
          <p className="mt-6 text-center text-sm text-slate-600">
            Already a merchant?{' '}
            <Link to="/merchant/login" className="font-medium text-brand-700 underline">
              Sign in
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
