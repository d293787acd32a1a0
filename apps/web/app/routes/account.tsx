import { m } from '@belizepass/domain/i18n';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AccountStoredValue } from '~/features/account-stored-value/account-stored-value';
import { accountAction, accountLoader } from '~/features/auth/account.server';
import { AccountProfile } from '~/features/auth/account-profile';
import { ACCOUNT_SECTIONS, type AccountSection } from '~/features/auth/account-sections';
import { AccountBookings } from '~/features/booking/account-bookings';
import { EmailPreferencesForm } from '~/features/email-preferences/email-preferences-form';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/account';

export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const action = (args: Route.ActionArgs) => accountAction(args);

export const headers = loaderHeaders;

/** Each tab with the sections it stands for ('' and 'profile' are both the profile). */
const TABS: { to: string; section: AccountSection; sections: AccountSection[] }[] = [
  { to: '/account', section: 'profile', sections: ['', 'profile'] },
  { to: '/account/bookings', section: 'bookings', sections: ['bookings'] },
  { to: '/account/gift-cards', section: 'gift-cards', sections: ['gift-cards'] },
  { to: '/account/emails', section: 'emails', sections: ['emails'] },
];

/** After deleting the account the visitor is sent home after 2 seconds (spec section 9). */
const DELETED_REDIRECT_MS = 2000;

function AccountDeleted() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), DELETED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Banner tone="success" title={m.account_deleted_title()}>
        <p>{m.account_deleted_text()}</p>
        <ButtonLink to="/" replace size="sm" className="mt-3 min-h-11 sm:min-h-9">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {m.account_deleted_home()}
        </ButtonLink>
      </Banner>
    </div>
  );
}

/** A tab whose data could not be read; opening it again runs the loader again. */
function LoadFailure({ title, message }: { title: string; message?: string | null }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <Banner title={title}>
        <p>{message || m.account_try_again_in_a_moment()}</p>
        <ButtonLink to="." size="sm" className="mt-3 min-h-11 sm:min-h-9">
          {m.account_try_again()}
        </ButtonLink>
      </Banner>
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { section } = loaderData;
  const title = ACCOUNT_SECTIONS[section]();

  if (loaderData.deleted) {
    return (
      <>
        <PageMeta title={m.account_deleted_meta()} />
        <meta name="robots" content="noindex" />
        <AccountDeleted />
      </>
    );
  }

  const { user, bookings, bookingsQuery, storedValue, emailPreferences } = loaderData;
  return (
    <>
      <PageMeta title={title} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.account_heading()}</h1>
        <p className="mt-2 text-slate-600">
          {m.account_welcome_before()} <span className="font-medium text-slate-900">{user.full_name}</span>
          {m.account_welcome_after()}
        </p>
        <nav aria-label={m.account_nav_label()} className="mt-6 border-b border-slate-200">
          <ul className="-mb-px grid grid-cols-2 sm:flex sm:gap-2">
            {TABS.map((tab) => {
              const active = tab.sections.includes(section);
              return (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    end
                    aria-current={active ? 'page' : undefined}
                    className={`flex h-full min-h-11 items-center justify-center border-b-2 px-2 py-2 text-center leading-tight font-medium sm:px-4 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                      active
                        ? 'border-brand-600 text-brand-700'
                        : 'border-transparent text-slate-600 hover:text-slate-900'
                    }`}
                  >
                    {ACCOUNT_SECTIONS[tab.section]()}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-8">
          {section === 'bookings' ? (
            bookings?.value ? (
              <AccountBookings list={bookings.value} query={bookingsQuery} />
            ) : (
              <LoadFailure title={m.account_bookings_failed_title()} message={bookings?.failure} />
            )
          ) : section === 'gift-cards' ? (
            storedValue?.value ? (
              <AccountStoredValue storedValue={storedValue.value} />
            ) : (
              <LoadFailure title={m.account_stored_value_failed_title()} message={storedValue?.failure} />
            )
          ) : section === 'emails' ? (
            emailPreferences?.value ? (
              <EmailPreferencesForm
                preferences={emailPreferences.value}
                shown={['reminders', 'reviewInvitations']}
                answer={actionData?.intent === 'email-preferences' ? actionData : null}
                action="/account/emails"
              />
            ) : (
              <LoadFailure
                title={m.account_email_preferences_failed_title()}
                message={emailPreferences?.failure}
              />
            )
          ) : (
            <AccountProfile
              user={user}
              actionData={actionData?.intent === 'email-preferences' ? undefined : actionData}
            />
          )}
        </div>
      </div>
    </>
  );
}
