import type { SavedTourCardsResponse, TourListItem } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { TourCard } from '~/features/tours/tour-card';
import { browserApi, messageOf } from '~/lib/api-client';
import { deviceSavedIds } from './saved-store';

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; tours: TourListItem[] };

/**
 * The tours a signed-out visitor saved with the heart, which this browser keeps (localStorage,
 * decision 023): read after hydration, shown as catalogue cards of the ones still published.
 */
export function DeviceSavedTours() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Re-run on a retry.
    void attempt;
    const ids = deviceSavedIds();
    if (ids.length === 0) {
      setState({ kind: 'none' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    browserApi
      .post<SavedTourCardsResponse>('/api/saved-tours/cards', { tourIds: ids })
      .then((answer) => {
        if (current)
          setState(answer.tours.length ? { kind: 'ready', tours: answer.tours } : { kind: 'none' });
      })
      .catch((error: unknown) => {
        if (current) setState({ kind: 'failed', message: messageOf(error, m.pocket_saved_failed()) });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (state.kind === 'none') return null;
  return (
    <section aria-labelledby="device-saved-heading" className="mt-8">
      <h2 id="device-saved-heading" className="text-lg font-semibold text-slate-900">
        {m.pocket_saved_on_device()}
      </h2>
      {state.kind === 'loading' ? (
        <div className="mt-4 flex items-center gap-3 text-slate-600">
          <Spinner label={m.pocket_saved_loading()} className="size-6" />
          <span aria-hidden="true">{m.pocket_saved_loading()}</span>
        </div>
      ) : state.kind === 'failed' ? (
        <div className="mt-4">
          <Banner
            title={m.tours_something_wrong()}
            action={
              <Button size="sm" className="min-h-11" onClick={() => setAttempt((n) => n + 1)}>
                {m.tours_try_again()}
              </Button>
            }
          >
            <p>{state.message}</p>
          </Banner>
        </div>
      ) : (
        <ul aria-label={m.tours_saved_list()} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {state.tours.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
