import { m } from '@belizepass/domain/i18n';
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
import { commissionPageInit, platformCommission } from '~/lib/platform-commission.server';
import type { Route } from './+types/how-it-works';

/** The commission the texts state is the platform setting (docs/decisions/014). */
export async function loader({ context }: Route.LoaderArgs) {
  const commissionPercent = await platformCommission(context);
  return data({ commissionPercent }, commissionPageInit(commissionPercent));
}

export const headers = loaderHeaders;

const seekerSteps = () => [
  { Icon: Search, title: m.pages_hiw_browse_deals(), text: m.pages_hiw_seeker_browse_text() },
  { Icon: CreditCard, title: m.pages_hiw_seeker_purchase_title(), text: m.pages_hiw_seeker_purchase_text() },
  { Icon: PartyPopper, title: m.pages_hiw_seeker_redeem_title(), text: m.pages_hiw_seeker_redeem_text() },
];

const merchantSteps = () => [
  { Icon: UserPlus, title: m.pages_hiw_merchant_signup_title(), text: m.pages_hiw_merchant_signup_text() },
  { Icon: Megaphone, title: m.pages_hiw_merchant_create_title(), text: m.pages_hiw_merchant_create_text() },
  { Icon: QrCode, title: m.pages_hiw_merchant_redeem_title(), text: m.pages_hiw_merchant_redeem_text() },
  { Icon: Banknote, title: m.pages_hiw_merchant_paid_title(), text: m.pages_hiw_merchant_paid_text() },
];

/** The commission in the texts is the platform setting, or unnamed when it could not be read. */
const merchantBenefits = (percent: number | null) => [
  {
    Icon: Wallet,
    title: m.pages_hiw_benefit_cost_title(),
    text:
      percent === null ? m.pages_hiw_benefit_cost_text_unknown() : m.pages_hiw_benefit_cost_text({ percent }),
  },
  {
    Icon: TrendingUp,
    title: m.pages_hiw_benefit_customers_title(),
    text: m.pages_hiw_benefit_customers_text(),
  },
  { Icon: BadgeCheck, title: m.pages_hiw_benefit_trusted_title(), text: m.pages_hiw_benefit_trusted_text() },
  { Icon: Percent, title: m.pages_hiw_benefit_tools_title(), text: m.pages_hiw_benefit_tools_text() },
];

const faq = (percent: number | null) => [
  { question: m.pages_hiw_faq_buy_q(), answer: m.pages_hiw_faq_buy_a() },
  { question: m.pages_hiw_faq_account_q(), answer: m.pages_hiw_faq_account_a() },
  { question: m.pages_hiw_faq_redeem_q(), answer: m.pages_hiw_faq_redeem_a() },
  { question: m.pages_hiw_faq_valid_q(), answer: m.pages_hiw_faq_valid_a() },
  { question: m.pages_hiw_faq_refund_q(), answer: m.pages_hiw_faq_refund_a() },
  { question: m.pages_hiw_faq_secure_q(), answer: m.pages_hiw_faq_secure_a() },
  { question: m.pages_hiw_faq_support_q(), answer: m.pages_hiw_faq_support_a() },
  { question: m.pages_hiw_faq_partner_q(), answer: m.pages_hiw_faq_partner_a() },
  {
    question: m.pages_hiw_faq_cost_q(),
    answer: percent === null ? m.pages_hiw_faq_cost_a_unknown() : m.pages_hiw_faq_cost_a({ percent }),
  },
  { question: m.pages_hiw_faq_paid_q(), answer: m.pages_hiw_faq_paid_a() },
];

function Steps({ steps }: { steps: ReturnType<typeof seekerSteps> }) {
  return (
    <ol
      className={`mt-8 grid gap-6 sm:grid-cols-2 ${steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {steps.map(({ Icon, title, text }, index) => (
        <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <IconBadge icon={Icon} />
            <span className="text-sm font-semibold text-slate-500">
              {m.pages_hiw_step({ number: index + 1 })}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ol>
  );
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const percent = loaderData.commissionPercent;
  return (
    <>
      <PageMeta title={m.pages_hiw_title()} description={m.pages_hiw_description()} />
      <PageHero
        wide
        eyebrow={m.pages_hiw_title()}
        title={m.pages_hiw_hero_title()}
        lead={m.pages_hiw_lead()}
      />

      <TitledSection
        id="for-deal-seekers"
        title={m.pages_hiw_seekers_title()}
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
        titleClassName="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        <p className="mt-2 max-w-2xl text-slate-600">{m.pages_hiw_seekers_lead()}</p>
        <Steps steps={seekerSteps()} />
        <div className="mt-8">
          <ButtonLink to="/deals" size="lg" className="min-h-12">
            {m.pages_hiw_browse_deals()}
          </ButtonLink>
        </div>
      </TitledSection>

      <section aria-labelledby="for-merchants" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="for-merchants" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.pages_hiw_merchants_title()}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{m.pages_hiw_merchants_lead()}</p>
          <Steps steps={merchantSteps()} />

          <h3 className="mt-14 text-xl font-bold text-slate-900">{m.pages_hiw_why_title()}</h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {merchantBenefits(percent).map(({ Icon, title, text }) => (
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
              {m.pages_hiw_become_merchant()}
            </ButtonLink>
          </div>
        </div>
      </section>

      <TitledSection
        id="faq"
        title={m.pages_hiw_faq_title()}
        className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8"
        titleClassName="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faq(percent).map((item) => (
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
            {m.pages_hiw_questions_title()}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">{m.pages_hiw_questions_text()}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/contact"
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 text-lg font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {m.pages_hiw_contact()}
            </Link>
            <Link
              to="/deals"
              className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/50 px-6 text-lg font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {m.pages_hiw_browse_deals()}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
