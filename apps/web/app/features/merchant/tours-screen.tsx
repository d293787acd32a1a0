import type { MerchantTour } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Map as MapIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useActionData } from 'react-router';
import { useScreenDialogs } from './console-dialog';
import { AddLink, CardGrid, EmptyListActions, EmptyState, LoadFailed, Notice } from './console-ui';
import { DeleteTourDialog } from './delete-tour-dialog';
import { DeparturesDialog } from './departures-dialog';
import { DeparturesToMove } from './departures-to-move';
import { MerchantTourCard } from './merchant-tour-card';
import { TOUR_DIALOGS, TourFilters } from './tour-filters';
import { TourFormDialog } from './tour-form-dialog';
import type { TourSaveAnswer, ToursView } from './tours.server';

/** My Tours (spec sections 2.13, 4, 5 and 8): the grid, and its dialogs opened by URL. */
export function ToursScreen({ view }: { view: ToursView }) {
  const { filters, tours, failure } = view;
  const dialogs = useScreenDialogs(TOUR_DIALOGS);
  const { open, notice, onClose } = dialogs;
  // Without JavaScript the saved form's answer is the page's: what keeps its old time shows here.
  const posted = useActionData() as Partial<TourSaveAnswer> | undefined;
  const saved = posted?.intent === 'save' ? posted.tour : undefined;

  const findTour = useCallback(
    (id: string): MerchantTour | null =>
      tours.find((t) => t.id === id) ?? (view.dialogTour?.id === id ? view.dialogTour : null),
    [tours, view.dialogTour],
  );
  const datesHref = useCallback((id: string) => dialogs.openHref('dates', id), [dialogs]);
  const dialogTour = (name: (typeof TOUR_DIALOGS)[number]) =>
    open?.name === name ? findTour(open.value) : null;
  const editing = open?.name === 'tour' && (open.value === 'new' || dialogTour('tour'));
  const filtered = Boolean(filters.search || filters.status || filters.category);
  const addHref = dialogs.openHref('tour', 'new');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <TourFilters values={filters} />
        </div>
        <AddLink to={addHref}>{m.merchant_add_tour()}</AddLink>
      </div>

      <Notice>{notice}</Notice>
      {saved && <DeparturesToMove tour={saved} />}

      <TourFormDialog
        open={Boolean(editing)}
        tour={dialogTour('tour')}
        findTour={findTour}
        datesHref={datesHref}
        closeHref={dialogs.closeHref}
        onClose={onClose}
      />
      <DeleteTourDialog
        tourId={open?.name === 'delete' ? open.value : null}
        tour={dialogTour('delete')}
        closeHref={dialogs.closeHref}
        onClose={onClose}
      />
      <DeparturesDialog
        tour={dialogTour('dates')}
        view={view.dates}
        closeHref={dialogs.closeHref}
        onClose={() => onClose()}
      />

      {failure ? (
        <LoadFailed>{failure}</LoadFailed>
      ) : tours.length === 0 ? (
        <EmptyState
          icon={MapIcon}
          title={m.merchant_tours_empty_title()}
          actions={
            <EmptyListActions
              clearLabel={filtered ? m.merchant_clear_filters() : undefined}
              addHref={addHref}
              addLabel={m.merchant_create_tour()}
            />
          }
        >
          {filtered ? m.merchant_tours_empty_filtered() : m.merchant_tours_empty_none()}
        </EmptyState>
      ) : (
        <CardGrid label={m.merchant_your_tours()}>
          {tours.map((tour) => (
            <li key={tour.id} className="min-w-0">
              <MerchantTourCard
                tour={tour}
                editHref={dialogs.openHref('tour', tour.id)}
                deleteHref={dialogs.openHref('delete', tour.id)}
                datesHref={datesHref(tour.id)}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
