import { m } from '@belizepass/domain/i18n';
import { BadgeCheck, Banknote, CalendarCheck, CheckCircle2, QrCode } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { TitledSection } from '~/components/ui/titled-section';
import { clearMerchantDraft } from '~/features/auth/merchant-draft';
import { MerchantSignupForm } from '~/features/auth/merchant-signup-form';
import { signupAction } from '~/features/auth/signup.server';
import { useMoveOnAfterSignup } from '~/features/auth/signup-parts';
import { platformCommission } from '~/lib/platform-commission.server';
import type { Route } from './+types/merchant-register';

/** The commission stated beside the form is the platform setting (docs/decisions/014). */
export async function loader({ context }: Route.LoaderArgs) {
  return { commissionPercent: await platformCommission(context) };
}

export const action = (args: Route.ActionArgs) => signupAction(args, 'merchant');

const benefits = (commissionPercent: number | null) => [
  { Icon: BadgeCheck, text: m.account_merchant_benefit_list() },
  { Icon: CalendarCheck, text: m.account_merchant_benefit_bookings() },
  { Icon: QrCode, text: m.account_merchant_benefit_check_in() },
  {
    Icon: Banknote,
    text:
      commissionPercent === null
        ? m.account_merchant_benefit_commission_unknown()
        : m.account_merchant_benefit_commission({ percent: commissionPercent }),
  },
];

/** Merchant sign-up (spec section 2.11): the application, then its confirmation and the pending page. */
export default function MerchantRegister({ loaderData, actionData }: Route.ComponentProps) {
  const created = actionData && 'created' in actionData ? actionData.created : null;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  useMoveOnAfterSignup(!!created, '/register-merchant-pending');
  useEffect(() => {
    if (!created) return;
    clearMerchantDraft();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [created]);

  return (
    <>
      <PageMeta
        title={m.account_merchant_signup_title()}
        description={m.account_merchant_signup_description()}
      />
      <div className="bg-linear-to-br from-brand-50 via-white to-sky-50">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {m.account_merchant_signup_eyebrow()}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {m.account_merchant_signup_title()}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600">{m.account_merchant_signup_lead()}</p>

          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            {created ? (
              <section
                role="status"
                aria-labelledby="merchant-success-title"
                className="rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm sm:p-10"
              >
                <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
                <h2 id="merchant-success-title" className="mt-4 text-2xl font-bold text-slate-900">
                  {m.account_merchant_submitted()}
                </h2>
                <p className="mt-3 text-slate-600">
                  {m.account_merchant_submitted_before()}{' '}
                  <strong className="text-slate-900">{created.businessName}</strong>
                  {m.account_merchant_submitted_after()}
                </p>
                <p className="mt-2 text-sm text-slate-500">{m.account_taking_you_next()}</p>
                <ButtonLink to="/register-merchant-pending" size="lg" className="mt-6 min-h-12">
                  {m.account_continue()}
                </ButtonLink>
              </section>
            ) : (
              <section
                aria-label={m.account_merchant_application_label()}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
              >
                <MerchantSignupForm lastResult={lastResult} />
              </section>
            )}

            <TitledSection
              id="merchant-benefits"
              title={m.account_merchant_what_you_get()}
              as="aside"
              className="lg:pt-2"
              titleClassName="text-lg font-semibold text-slate-900"
            >
              <ul className="mt-4 space-y-4">
                {benefits(loaderData.commissionPercent).map(({ Icon, text: benefit }) => (
                  <li key={benefit} className="flex gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="pt-2 text-sm text-slate-700">{benefit}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-6 rounded-lg bg-white p-4 text-sm text-slate-600 shadow-sm">
                {m.account_merchant_questions_before()}{' '}
                <a href="mailto:partners@belizepass.bz" className="font-medium text-brand-700 underline">
                  partners@belizepass.bz
                </a>
                {m.account_merchant_questions_after()}
              </p>
            </TitledSection>
          </div>
        </div>
      </div>
    </>
  );
}
