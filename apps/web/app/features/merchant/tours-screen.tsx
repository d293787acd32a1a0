import {
  CATEGORY_SLUGS,
  type CategorySlug,
  MERCHANT_TOUR_MESSAGES,
  MERCHANT_TOUR_STATUSES,
  type MerchantTour,
  type MerchantTourListResponse,
  type MerchantTourStatus,
} from '@belizepass/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Map as MapIcon, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { CardGridSkeleton } from './card-grid-skeleton';
import { DeleteTourDialog } from './delete-tour-dialog';
import { DeparturesDialog } from './departures-dialog';
import { MerchantTourCard, type TourToggle } from './merchant-tour-card';
import { TourFilters, type TourFilterValues } from './tour-filters';
import { type SavedTour, TourFormDialog } from './tour-form-dialog';
import { fetchMerchantTours, merchantToursKey, setTourActive, setTourFeatured } from './tours-api';

function readFilters(params: URLSearchParams): TourFilterValues {
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  return {
    search: params.get('q') ?? '',
    status: (MERCHANT_TOUR_STATUSES as readonly string[]).includes(status)
      ? (status as MerchantTourStatus)
      : '',
    category: (CATEGORY_SLUGS as readonly string[]).includes(category) ? (category as CategorySlug) : '',
  };
}

type Editing = { tour: MerchantTour | null } | null;

/** My Tours (spec sections 2.13, 4, 5 and 8). */
export function ToursScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MerchantTour | null>(null);
  const [dates, setDates] = useState<MerchantTour | null>(null);
  const [pending, setPending] = useState<Record<string, TourToggle[]>>({});
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const query = {
    search: filters.search || undefined,
    status: filters.status || undefined,
    category: filters.category || undefined,
  };
  const tours = useQuery({
    queryKey: [...merchantToursKey, query],
    queryFn: ({ signal }) => fetchMerchantTours(query, signal),
    placeholderData: keepPreviousData,
  });

  const changeFilters = useCallback(
    (next: Partial<TourFilterValues>) => {
      setParams(
        (current) => {
          const merged = { ...readFilters(current), ...next };
          const out = new URLSearchParams();
          if (merged.search) out.set('q', merged.search);
          if (merged.status) out.set('status', merged.status);
          if (merged.category) out.set('category', merged.category);
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const patchTour = (id: string, change: Partial<MerchantTour>) =>
    queryClient.setQueriesData<MerchantTourListResponse>({ queryKey: merchantToursKey }, (old) =>
      old ? { ...old, tours: old.tours.map((t) => (t.id === id ? { ...t, ...change } : t)) } : old,
    );

  async function toggle(tour: MerchantTour, kind: TourToggle, value: boolean) {
    setToggleError(null);
    setPending((p) => ({ ...p, [tour.id]: [...(p[tour.id] ?? []), kind] }));
    try {
      if (kind === 'status') {
        const result = await setTourActive(tour.id, value);
        patchTour(tour.id, { status: result?.status ?? (value ? 'active' : 'draft') });
      } else {
        const result = await setTourFeatured(tour.id, value);
        patchTour(tour.id, { featured: result?.featured ?? value });
      }
    } catch {
      setToggleError(
        kind === 'status' ? MERCHANT_TOUR_MESSAGES.statusFailed : MERCHANT_TOUR_MESSAGES.featuredFailed,
      );
    } finally {
      setPending((p) => ({ ...p, [tour.id]: (p[tour.id] ?? []).filter((k) => k !== kind) }));
    }
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: merchantToursKey });

  function onSaved({ tour, created }: SavedTour) {
    setEditing(null);
    setNotice(
      created
        ? `"${tour.title}" was created. It awaits the platform's approval before tourists can see it.`
        : tour.approval === 'pending'
          ? `"${tour.title}" was saved. It awaits the platform's approval before tourists can see it.`
          : `"${tour.title}" was saved.`,
    );
    void refresh();
  }

  function onDeleted(tour: MerchantTour) {
    setDeleting(null);
    setNotice(`"${tour.title}" was deleted.`);
    queryClient.setQueriesData<MerchantTourListResponse>({ queryKey: merchantToursKey }, (old) =>
      old ? { ...old, tours: old.tours.filter((t) => t.id !== tour.id) } : old,
    );
    void refresh();
  }

  const filtered = Boolean(filters.search || filters.status || filters.category);
  const list = tours.data?.tours ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex-1">
          <TourFilters values={filters} onChange={changeFilters} />
        </div>
        <Button className="min-h-11" onClick={() => setEditing({ tour: null })}>
          <Plus aria-hidden="true" className="size-5" />
          Add New Tour
        </Button>
      </div>

      {notice && (
        <Banner
          tone="success"
          action={
            <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
              Dismiss
            </Button>
          }
        >
          {notice}
        </Banner>
      )}
      {toggleError && <Banner>{toggleError}</Banner>}

      {tours.isPending ? (
        <CardGridSkeleton />
      ) : tours.isError ? (
        <Banner
          action={
            <Button size="sm" onClick={() => tours.refetch()}>
              Try again
            </Button>
          }
        >
          {MERCHANT_TOUR_MESSAGES.loadFailed}
        </Banner>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
          <MapIcon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-900">No tours found</p>
          <p className="mt-1 text-slate-600">
            {filtered
              ? 'No tours match your search and filters. Try other filters or clear them.'
              : "You haven't created any tours yet. Create your first tour to start taking bookings."}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {filtered && (
              <Button
                variant="secondary"
                className="min-h-11"
                onClick={() => changeFilters({ search: '', status: '', category: '' })}
              >
                Clear filters
              </Button>
            )}
            <Button className="min-h-11" onClick={() => setEditing({ tour: null })}>
              Create Tour
            </Button>
          </div>
        </div>
      ) : (
        <ul
          aria-label="Your tours"
          aria-busy={tours.isFetching}
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {list.map((tour) => (
            <li key={tour.id} className="min-w-0">
              <MerchantTourCard
                tour={tour}
                pending={new Set(pending[tour.id] ?? [])}
                onToggle={(kind, value) => toggle(tour, kind, value)}
                onEdit={() => setEditing({ tour })}
                onDelete={() => setDeleting(tour)}
                onManageDates={() => setDates(tour)}
              />
            </li>
          ))}
        </ul>
      )}

      <TourFormDialog
        open={editing !== null}
        tour={editing?.tour ?? null}
        onClose={() => setEditing(null)}
        onSaved={onSaved}
        onChanged={() => void refresh()}
      />
      <DeleteTourDialog tour={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      {dates && <DeparturesDialog open tour={dates} onClose={() => setDates(null)} />}
    </div>
  );
}
