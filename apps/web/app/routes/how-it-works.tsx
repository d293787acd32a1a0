import {
  BadgeCheck,
  Banknote,
  ChevronDown,
  CreditCard,
  Megaphone,
  PartyPopper,
  Percent,
  QrCode,
  Search,
  TrendingUp,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { data, Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { IconBadge } from '~/components/ui/icon-badge';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';
import { TitledSection } from '~/components/ui/titled-section';
import { loaderHeaders } from '~/lib/page';
import { commissionText } from '~/lib/platform-commission';
import { commissionPageInit, platformCommission } from '~/lib/platform-commission.server';
import type { Route } from './+types/how-it-works';

/** The commission the texts state is the platform setting (docs/decisions/014). */
export async function loader({ context }: Route.LoaderArgs) {
  const commissionPercent = await platformCommission(context);
  return data({ commissionPercent }, commissionPageInit(commissionPercent));
}

export const headers = loaderHeaders;

const SEEKER_STEPS = [
  {
    Icon: Search,
    title: 'Browse Deals',
    text: 'Explore tours and local deals across Ambergris Caye, Cayo, Orange Walk, Belize District and Placencia. Filter by place, activity, price and length to find the one that fits your trip.',
  },
  {
    Icon: CreditCard,
    title: 'Purchase Securely',
    text: 'Pick your date and party size, then pay by card. Prices are in US dollars, the booking fee is free, and your confirmation comes with a code and a QR code.',
  },
  {
    Icon: PartyPopper,
    title: 'Redeem & Enjoy',
    text: 'Show your voucher or confirmation QR code to the operator on the day. They check you in in seconds, and all that is left to do is enjoy Belize.',
  },
];

const MERCHANT_STEPS = [
  {
    Icon: UserPlus,
    title: 'Sign Up',
    text: 'Create a merchant account with your business details. Our team reviews every application and lets you know by email once a decision is made.',
  },
  {
    Icon: Megaphone,
    title: 'Create Deals',
    text: 'Add your tours and offers with photos, itinerary, group sizes and price. You decide what to sell and when it runs.',
  },
  {
    Icon: QrCode,
    title: 'Process Redemptions',
    text: 'Check guests in from your dashboard by scanning their QR code or typing their confirmation code.',
  },
  {
    Icon: Banknote,
    title: 'Receive Payments',
    text: 'Your earnings from redeemed bookings are paid out to your business bank account, and every payout is listed in your dashboard.',
  },
];

const merchantBenefits = (commission: string) => [
  {
    Icon: Wallet,
    title: 'No upfront cost',
    text: `Listing is free. You pay ${commission} only on what you sell.`,
  },
  {
    Icon: TrendingUp,
    title: 'New customers',
    text: 'Reach visitors who are planning their Belize trip and looking for local experiences.',
  },
  {
    Icon: BadgeCheck,
    title: 'A trusted marketplace',
    text: 'Guests book with confidence on a site where every operator is reviewed by a local team.',
  },
  {
    Icon: Percent,
    title: 'Simple tools',
    text: 'Manage tours, bookings and check-ins from one dashboard on your phone or computer.',
  },
];

const faq = (commission: string) => [
  {
    question: 'How do I buy a deal?',
    answer:
      'Choose a tour or deal, select your date and the number of guests, and pay by card. Your confirmation arrives by email with a code and a QR code you show on the day.',
  },
  {
    question: 'Do I need an account to buy?',
    answer:
      'You can browse everything without an account. An account lets you see all your bookings in one place and manage your details.',
  },
  {
    question: 'How do I redeem my voucher?',
    answer:
      'Show the voucher or confirmation QR code on your phone, or a printed copy, when you arrive. The merchant scans it or enters your confirmation code to check you in.',
  },
  {
    question: 'How long are vouchers valid?',
    answer:
      'Vouchers are usually valid for 3-6 months from purchase. The exact expiry date is printed on each voucher and shown on the deal before you buy.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes. If your voucher is unused, you can ask for a refund within 7 days of purchase. Tour bookings follow the cancellation tiers of our Refund Policy.',
  },
  {
    question: 'Is my payment secure?',
    answer:
      'Card payments are made over an encrypted connection and processed by our payment provider. You see the full price, in US dollars, before you pay, and the booking fee is free.',
  },
  {
    question: 'How do I contact support?',
    answer: 'Write to hello@belizepass.bz or use our contact form. Our support team replies within 24 hours.',
  },
  {
    question: 'How do I become a merchant partner?',
    answer:
      'Apply through the merchant sign-up page with your business details. We review every application and email you once a decision is made or if we need more information.',
  },
  {
    question: 'What does it cost merchants to list deals?',
    answer: `There is no upfront cost. BelizePass keeps ${commission} of the deal price on each sale, and charges nothing else.`,
  },
  {
    question: 'How do merchants get paid?',
    answer:
      'Earnings from redeemed vouchers and completed bookings are paid out by bank transfer to the account you register, and each payout appears in your merchant dashboard.',
  },
];

function Steps({ steps }: { steps: typeof SEEKER_STEPS }) {
  return (
    <ol
      className={`mt-8 grid gap-6 sm:grid-cols-2 ${steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {steps.map(({ Icon, title, text }, index) => (
        <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <IconBadge icon={Icon} />
            <span className="text-sm font-semibold text-slate-500">Step {index + 1}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ol>
  );
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const commission = commissionText(loaderData.commissionPercent);
  return (
    <>
      <PageMeta
        title="How it Works"
        description="How BelizePass works for travellers buying tours and deals, and for Belizean businesses selling them."
      />
      <PageHero
        wide
        eyebrow="How it Works"
        title="Local experiences, simply booked"
        lead="BelizePass connects travellers with tours and deals from Belizean businesses. Here is how it works on both sides."
      />

      <TitledSection
        id="for-deal-seekers"
        title="For deal seekers"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
        titleClassName="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        <p className="mt-2 max-w-2xl text-slate-600">
          Three steps from browsing to the boat, the cave or the temple.
        </p>
        <Steps steps={SEEKER_STEPS} />
        <div className="mt-8">
          <ButtonLink to="/deals" size="lg" className="min-h-12">
            Browse Deals
          </ButtonLink>
        </div>
      </TitledSection>

      <section aria-labelledby="for-merchants" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="for-merchants" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            For merchants
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Tour operators, restaurants, hotels and spas: sell to visitors in four steps.
          </p>
          <Steps steps={MERCHANT_STEPS} />

          <h3 className="mt-14 text-xl font-bold text-slate-900">Why merchants choose BelizePass</h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {merchantBenefits(commission).map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <IconBadge icon={Icon} size="sm" tone="sun" round className="shrink-0" />
                <div>
                  <h4 className="font-semibold text-slate-900">{title}</h4>
                  <p className="mt-1 text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <ButtonLink to="/merchant/register" size="lg" className="min-h-12">
              Become a Merchant
            </ButtonLink>
          </div>
        </div>
      </section>

      <TitledSection
        id="faq"
        title="Frequently Asked Questions"
        className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8"
        titleClassName="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faq(commission).map((item) => (
            <details key={item.question} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </TitledSection>

      <section aria-labelledby="still-questions" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
          <h2 id="still-questions" className="text-2xl font-bold">
            Still have questions?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Our team in Belize City is happy to help, and replies within 24 hours.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/contact"
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 text-lg font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Contact Us
            </Link>
            <Link
              to="/deals"
              className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/50 px-6 text-lg font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Browse Deals
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
