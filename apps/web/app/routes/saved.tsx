import type { SavedToursResponse, TourListItem } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { data, useRevalidator } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { loginLinkFrom } from '~/features/auth/redirects';
import { DeviceSavedTours } from '~/features/saved-tours/device-saved-tours';
import { loadSaved } from '~/features/saved-tours/saved-store';
import { TourCard } from '~/features/tours/tour-card';
import { messageOf, serverApi } from '~/lib/api-client';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE, sessionUser } from '~/lib/session.server';
import type { Route } from './+types/saved';

/**
 * Signed in: the account's saved tours, rendered on the server. Signed out: how to keep them, and the
 * tours this browser saved (read from its storage after hydration).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await sessionUser(context);
  if (!user)
    return data({ userId: null, tours: [] as TourListItem[], failure: null }, { headers: PRIVATE_PAGE });
  try {
    const saved = await serverApi(context).get<SavedToursResponse>('/api/me/saved-tours');
    return data({ userId: user.id, tours: saved.tours, failure: null }, { headers: PRIVATE_PAGE });
  } catch (error) {
    return data(
      {
        userId: user.id,
        tours: [] as TourListItem[],
        failure: messageOf(error, m.tours_saved_failed()),
      },
      { headers: PRIVATE_PAGE },
    );
  }
}

export const headers = loaderHeaders;

export default function Saved({ loaderData }: Route.ComponentProps) {
  const { userId, tours, failure } = loaderData;
  const { revalidate } = useRevalidator();
  // Tours saved on this device before signing in join the account once; the list then reloads.
  useEffect(() => {
    void loadSaved(userId).then((merged) => {
      if (merged) void revalidate();
    });
  }, [userId, revalidate]);

  return (
    <>
      <PageMeta title={m.tours_saved_title()} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.tours_saved_title()}
        </h1>
        {failure ? (
          <Banner title={m.tours_something_wrong()}>
            <p>{failure}</p>
            <ButtonLink to="." size="sm" className="mt-3 min-h-11">
              {m.tours_try_again()}
            </ButtonLink>
          </Banner>
        ) : !userId ? (
          <>
            <section className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-slate-700">{m.tours_saved_signed_out()}</p>
              <ButtonLink to={loginLinkFrom('/saved')} className="mt-4 min-h-11">
                {m.tours_sign_in()}
              </ButtonLink>
            </section>
            <DeviceSavedTours />
          </>
        ) : tours.length === 0 ? (
          <section className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <Heart aria-hidden="true" className="mx-auto size-10 text-rose-500" />
            <p className="mt-3 text-slate-700">{m.tours_saved_empty()}</p>
            <ButtonLink to="/tours" className="mt-4 min-h-11">
              {m.tours_browse()}
            </ButtonLink>
          </section>
        ) : (
          <ul aria-label={m.tours_saved_list()} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tours.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
